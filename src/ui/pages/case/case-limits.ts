/** Spec §9: a case category's images, up to 1000. */
export const CASE_IMAGES = 1000
/** Spec §9: the partner logos of a case type are kept at 30, the newest first. */
export const CASE_PARTNERS = 30
