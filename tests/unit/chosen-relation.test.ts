/**
 * A category page's relation list (a product's case images, a solution's products) is asked for with the category's
 * window, naming the item as the URL does (src/content/sources/d1.ts `chosenRelation`): it must be exactly the list
 * of the item the window picks, with the products it names when asked for, and tag the page with that item. (From a
 * CMS: tests/unit/upstream.test.ts.)
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CategoryItemKind } from '../../src/content/catalogue/window.ts'
import { content } from '../../src/content/index.ts'
import { recordTag } from '../../src/content/page-tags.ts'
import type { ChosenRelationName } from '../../src/content/relations.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import { seedContent } from './setup/seed-content.ts'
import { withContext } from './fixtures/with-context.ts'

beforeAll(seedContent)

const CASES: { name: ChosenRelationName; kind: CategoryItemKind; owner: 'productId' | 'solutionId'; code: 'productCode' | 'solutionCode' }[] = [
  { name: 'productCatExamples', kind: 'products', owner: 'productId', code: 'productCode' },
  { name: 'solutionCatProducts', kind: 'solutions', owner: 'solutionId', code: 'solutionCode' },
]

describe('the relation list asked for with a window is the list of the item the window picks', () => {
  for (const { name, kind, owner, code } of CASES) {
    it(`${name}: by the item's code, by its id, an unknown one and none, in both languages`, async () => {
      for (const lang of ['zh-CN', 'en'] as const) {
        // An item with a list of its own that is not its category's first: picking the first instead would show.
        const { items, listed } = await withContext(async (ctx) => {
          const c = content(env, ctx)
          const [items, related] = await Promise.all([c.list(kind, { pageSize: 1000, sort: '+sort' }, lang), c.list(name, { pageSize: 1000 }, lang)])
          return { items: items.records, listed: new Set(related.records.map((record) => (record as Record<string, unknown>)[owner])) }
        })
        const item = items.find((candidate, i) => listed.has(candidate.id) && items.findIndex((other) => other.categoryCode === candidate.categoryCode) !== i)
        expect(item, `a ${kind} item with a ${name} list, not first in its category`).toBeDefined()
        const categoryCode = item!.categoryCode

        for (const wanted of [(item as Record<string, unknown>)[code] as string, item!.id, 'no-such-item', null]) {
          const { chosen, expected, tags } = await withContext(async (ctx) => {
            const c = content(env, ctx)
            const [window, chosen] = await Promise.all([c.categoryWindow(kind, categoryCode, wanted, 10, lang), c.chosenRelation(name, categoryCode, wanted, 40, lang, { products: true })])
            const records = window.item ? await content(env, ctx).relation(name, window.item.id, 40, await c.bundle(lang)) : []
            const products = await new D1Source(env.DB).productsById([...new Set(records.flatMap((record) => record.productId ?? []))], lang)
            return { chosen, expected: { records, products }, tags: c.tags() }
          })
          const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
          expect(chosen.records, `${lang} ${String(wanted)}`).toEqual(expected.records)
          expect(chosen.products.toSorted(byId), `${lang} ${String(wanted)}: the products it names`).toEqual(expected.products.toSorted(byId))
          expect(chosen.records.length, 'a list to compare').toBeGreaterThan(0)
          expect(chosen.products.length, 'products to compare').toBeGreaterThan(0)
          const picked = wanted === null || wanted === 'no-such-item' ? items.find((other) => other.categoryCode === categoryCode)! : item!
          // The page is purged with the item whose list it shows.
          expect(tags).toContain(recordTag(picked.id))
        }
        expect(await withContext((ctx) => content(env, ctx).chosenRelation(name, 'no_such_category', null, 40, lang, { products: true }))).toEqual({ records: [], products: [] })
      }
    })
  }
})
