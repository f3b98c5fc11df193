/**
 * A case category's project pictures on its page, in their order: 12 (issue 34). Spec §9 read up to 1000; a
 * catalogue forty times the demo's has 200 a category, and a page of 200 zoomable pictures is no page to read.
 */
export const CASE_IMAGES = 12
/** Spec §9: the partner logos of a case type are kept at 30, the newest first. */
export const CASE_PARTNERS = 30
