/**
 * The relation lists the catalogue's pages read: a product's case images, a solution's products, a case
 * category's project images and partners, each filtered by its owner (an id, or the case category's code). A page
 * asks for its owner's list alone (issue 50: the lists grow with the catalogue, so no bundle carries them whole).
 */

/** Each relation list with the filter that names its owner (also the field of its records that holds it). */
export const RELATIONS = { productCatExamples: 'productId', solutionCatProducts: 'solutionId', exampleImages: 'caseType', examplePartners: 'caseType' } as const

export type RelationName = keyof typeof RELATIONS

/**
 * The relation lists of a category's chosen item (a product's case images, a solution's products), by the kind of
 * item that owns them: a category page asks for them with its window (ContentSource.chosenRelation).
 */
export const CHOSEN_RELATIONS = { productCatExamples: 'products', solutionCatProducts: 'solutions' } as const

export type ChosenRelationName = keyof typeof CHOSEN_RELATIONS

/** The products a relation list's records name (a solution's products that have a page of their own), each once. */
export function namedProductIds(records: readonly { productId?: string | null }[]): string[] {
  return [...new Set(records.flatMap((record) => record.productId ?? []))]
}
