/**
 * The relation lists product and solution pages read: a product's case images, a solution's products, each
 * filtered by its owner's id. The bundle carries them whole when the source can list them so (build.ts); a
 * page then takes its own from the bundle instead of asking the source. Pure.
 */
import type { Item } from './endpoints.ts'
import type { Bundle } from './model/bundle.ts'

/** Each relation list with the filter that names its owner. */
export const RELATIONS = { productCatExamples: 'productId', solutionCatProducts: 'solutionId' } as const

export type RelationName = keyof typeof RELATIONS

/**
 * The first `pageSize` records of `ownerId`'s relation, in the order the source lists them (+sort, then id), when
 * the bundle carries the relation; undefined when it does not.
 */
export function carriedRelation<N extends RelationName>(bundle: Bundle, name: N, ownerId: string, pageSize: number): Item<N>[] | undefined {
  const all: readonly Record<string, unknown>[] | undefined = bundle[name]
  return all?.filter((record) => record[RELATIONS[name]] === ownerId).slice(0, pageSize) as Item<N>[] | undefined
}
