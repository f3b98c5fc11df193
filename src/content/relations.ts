/**
 * The relation lists the catalogue's pages read: a product's case images, a solution's products, a case
 * category's project images and partners, each filtered by its owner (an id, or the case category's code). The
 * bundle carries them whole when the source can list them so (build.ts); a page then takes its own from the
 * bundle instead of asking the source. Pure.
 */
import type { Item } from './endpoints.ts'
import type { Bundle } from './model/bundle.ts'

/** Each relation list with the filter that names its owner (also the field of its records that holds it). */
export const RELATIONS = { productCatExamples: 'productId', solutionCatProducts: 'solutionId', exampleImages: 'caseType', examplePartners: 'caseType' } as const

export type RelationName = keyof typeof RELATIONS

/**
 * The first `pageSize` records of `ownerId`'s relation, in the order the source lists them (the endpoint's
 * default sort, then id), when the bundle carries the relation; undefined when it does not.
 */
export function carriedRelation<N extends RelationName>(bundle: Bundle, name: N, ownerId: string, pageSize: number): Item<N>[] | undefined {
  const all: readonly Record<string, unknown>[] | undefined = bundle[name]
  return all?.filter((record) => record[RELATIONS[name]] === ownerId).slice(0, pageSize) as Item<N>[] | undefined
}
