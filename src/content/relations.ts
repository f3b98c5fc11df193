/**
 * The relation lists the catalogue's pages read: a product's case images, a solution's products, a case
 * category's project images and partners, each filtered by its owner (an id, or the case category's code). The
 * bundle carries them whole when the source can list them so (build.ts), grouped by owner, each owner's records
 * as JSON text: a page parses and validates only its own owner's records, not every owner's (issue 34: at 40 times
 * the demo content they were 1.3 MB of each bundle, parsed into objects that every isolate kept). Pure.
 */
import * as v from 'valibot'
import { log } from '../log/logger.ts'
import { ENDPOINTS, type Item } from './endpoints.ts'

/** Each relation list with the filter that names its owner (also the field of its records that holds it). */
export const RELATIONS = { productCatExamples: 'productId', solutionCatProducts: 'solutionId', exampleImages: 'caseType', examplePartners: 'caseType' } as const

export type RelationName = keyof typeof RELATIONS

/** One relation list in the bundle: each owner's records, in the source's order, as the JSON text of an array. */
export const OwnerLists = v.record(v.string(), v.string())
export type OwnerLists = v.InferOutput<typeof OwnerLists>

/** The bundle's relation lists; a list is absent when the source could not give it whole. */
export type CarriedRelations = Partial<Record<RelationName, OwnerLists>>

/** `records` (one relation list, whole, in the source's order) grouped by owner, keeping that order. */
export function byOwner<N extends RelationName>(name: N, records: readonly Item<N>[]): OwnerLists {
  const groups = new Map<string, Item<N>[]>()
  for (const record of records) {
    const owner = String((record as Record<string, unknown>)[RELATIONS[name]])
    let group = groups.get(owner)
    if (!group) groups.set(owner, (group = []))
    group.push(record)
  }
  return Object.fromEntries([...groups].map(([owner, group]) => [owner, JSON.stringify(group)]))
}

/**
 * The first `pageSize` records of `ownerId`'s relation, in the order the source lists them (the endpoint's
 * default sort, then id), when the bundle carries the relation (an owner it does not name has none); undefined
 * when it does not, or when the owner's text does not read as its records (logged): the page then asks the source.
 */
export function carriedRelation<N extends RelationName>(relations: CarriedRelations, name: N, ownerId: string, pageSize: number): Item<N>[] | undefined {
  const lists = relations[name]
  if (!lists) return undefined
  // Own keys only: an owner named like an Object method (`constructor`) has no records.
  if (!Object.hasOwn(lists, ownerId)) return []
  const text = lists[ownerId]!
  try {
    const records = v.parse(v.array(ENDPOINTS[name].schema), JSON.parse(text)) as Item<N>[]
    return records.slice(0, pageSize)
  } catch (error) {
    log.error('bundle.relation_unreadable', { name, ownerId, error })
    return undefined
  }
}
