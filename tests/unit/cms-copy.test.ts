/**
 * With a CMS, the cron and a purge copy its products and solutions into D1 (issue 50), writing only what changed;
 * category pages read their window from the copy, the same as from the CMS itself, while the CMS is down too.
 */
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { copyCmsCatalogue, type CopyResult } from '../../src/content/sources/cms-copy.ts'
import { categoryWindowOf } from '../../src/content/catalogue/window.ts'
import { listQuery, MAX_PAGE_SIZE } from '../../src/content/query.ts'
import { resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import { UpstreamSource } from '../../src/content/sources/upstream.ts'
import { SELECTION_WINDOW } from '../../src/ui/selection/selection-window.ts'
import { CMS, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { seedContentTimes } from './setup/seed-content.ts'

beforeAll(() => seedContentTimes(5))

let cms: FakeCms
beforeEach(() => {
  cms = startFakeCms()
  resetCircuitBreakers()
})
afterEach(() => cms.restore())

/** The CMS without its copy, and the same CMS reading its copy in D1. */
const live = () => new UpstreamSource(CMS)
const copied = () => new UpstreamSource(CMS, undefined, undefined, env.DB)

async function copy(): Promise<CopyResult[]> {
  const results = await copyCmsCatalogue(env.DB, live())
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason
    return result.value
  })
}

const total = (results: CopyResult[], field: 'records' | 'written' | 'deleted') => results.reduce((sum, result) => sum + result[field], 0)

describe('the copy of the CMS’s catalogue', () => {
  it('before the first copy, a category window comes from the CMS itself', async () => {
    const calls = cms.calls.length
    const part = await copied().categoryWindow('products', 'Venturi_valve', null, SELECTION_WINDOW, 'en')
    expect(part.window.items.length).toBeGreaterThan(0)
    expect(cms.calls.length).toBe(calls + 1)
  })

  it('holds every product and solution of both languages; a second copy writes nothing', async () => {
    const first = await copy()
    const products = (await live().list('products', listQuery('products', { pageSize: MAX_PAGE_SIZE }), 'en')).total
    expect(first.find((r) => r.kind === 'products' && r.lang === 'en')?.records).toBe(products)
    expect(total(first, 'written')).toBe(total(first, 'records'))
    const again = await copy()
    expect(total(again, 'written')).toBe(0)
    expect(total(again, 'deleted')).toBe(0)
  })

  it('a category window from the copy is the window of the CMS’s whole list, and asks the CMS nothing', async () => {
    await copy()
    for (const [kind, categoryCode, code] of [
      ['products', 'Venturi_valve', 'productCode'],
      ['solutions', 'biosafety', 'solutionCode'],
    ] as const) {
      const all = (await live().list(kind, listQuery(kind, { pageSize: MAX_PAGE_SIZE, filters: { categoryCode } }) as never, 'zh-CN')).records as { id: string; [key: string]: unknown }[]
      const calls = cms.calls.length
      for (const wanted of [null, String(all.at(-1)![code]), all[SELECTION_WINDOW + 1]!.id, 'NOPE']) {
        const part = await copied().categoryWindow(kind, categoryCode, wanted, SELECTION_WINDOW, 'zh-CN')
        expect(part, `${kind} ${wanted}`).toEqual(categoryWindowOf(all, (item) => [String(item[code]), item.id], wanted, SELECTION_WINDOW))
      }
      expect(cms.calls.length).toBe(calls)
    }
  })

  it('writes a changed record and deletes one the CMS no longer has', async () => {
    await copy()
    const [product] = (await live().list('products', listQuery('products', { pageSize: 1 }), 'en')).records
    await env.DB.prepare("UPDATE products SET productName = productName || ' (new)' WHERE id = ? AND lang = 'en'").bind(product!.id).run()
    const removed = (await live().list('solutions', listQuery('solutions', { pageSize: 1 }), 'zh-CN')).records[0]!
    await env.DB.prepare("DELETE FROM solutions WHERE id = ? AND lang = 'zh-CN'").bind(removed.id).run()
    const results = await copy()
    expect(results.find((r) => r.kind === 'products' && r.lang === 'en')?.written).toBe(1)
    expect(results.find((r) => r.kind === 'solutions' && r.lang === 'zh-CN')?.deleted).toBe(1)
    expect(total(results, 'written')).toBe(1)
    const part = await copied().categoryWindow('products', product!.categoryCode, product!.productCode, SELECTION_WINDOW, 'en')
    expect(part.item?.productName).toBe(`${product!.productName} (new)`)
  })

  it('a failed copy keeps the last one; products by id come from it too', async () => {
    await copy()
    cms.answer = () => Response.json({ success: false, message: 'CMS maintenance' }, { status: 503 })
    const results = await copyCmsCatalogue(env.DB, live())
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    const part = await copied().categoryWindow('products', 'Venturi_valve', null, SELECTION_WINDOW, 'en')
    expect(part.window.items).toHaveLength(SELECTION_WINDOW)
    const found = await copied().productsById(part.window.items.map((p) => p.id), 'en')
    expect(found.map((p) => p.id).sort()).toEqual(part.window.items.map((p) => p.id).sort())
    expect(found[0]).not.toHaveProperty('productDetails')
  })
})
