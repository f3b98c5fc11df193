/**
 * The relation lists the catalogue's pages read: a product's case images, a solution's products, a case
 * category's project images and partners, each filtered by its owner (an id, or the case category's code). A page
 * asks for its owner's list alone (issue 50: the lists grow with the catalogue, so no bundle carries them whole).
 */

/** Each relation list with the filter that names its owner (also the field of its records that holds it). */
export const RELATIONS = { productCatExamples: 'productId', solutionCatProducts: 'solutionId', exampleImages: 'caseType', examplePartners: 'caseType' } as const

export type RelationName = keyof typeof RELATIONS
