/**
 * A product's case images, a solution's products and a case category's images and partners (src/content/relations.ts)
 * are not in the bundle (issue 50: they grow with the catalogue): a page asks for its owner's list alone, with one
 * call, and renders without it when that call fails.
 */
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { rebuildBundles, readBundle } from '../../src/content/bundle/index.ts'
import { content } from '../../src/content/index.ts'
import { listQuery } from '../../src/content/query.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { withTablesAway } from './setup/tables-away.ts'

beforeAll(seedContent)

const waitUntil = { waitUntil: () => {} }

describe('a page reads its owner’s relation list with one call', () => {
  it('the records the source lists for that owner, in its order', async () => {
    await rebuildBundles(env, { force: true })
    const bundle = (await readBundle(env, 'en'))!
    const d1 = new D1Source(env.DB)
    const solution = (await d1.list('solutions', listQuery('solutions'), 'en')).records[0]!
    const expected = (await d1.list('solutionCatProducts', listQuery('solutionCatProducts', { pageSize: 1000, filters: { solutionId: solution.id } }), 'en')).records
    expect(expected.length).toBeGreaterThan(0)
    const pageContent = content(env, waitUntil)
    expect(await pageContent.relation('solutionCatProducts', solution.id, 1000, bundle)).toEqual(expected)
    expect(pageContent.calls()).toBe(1)
  })
})

/** A page of each kind with relation lists: what shows them, what goes without the first, and what stays. */
const PAGES = [
  {
    kind: 'a product page',
    path: '/en/productCategory/panel/?id=PN-D200',
    table: 'productCatExamples',
    lists: ['.product-case__name'],
    // Without its one list the page keeps its product, and leaves out the section.
    gone: '.product-cases',
    stays: ['#selected-product h2'],
  },
  {
    kind: 'a solution page',
    path: '/en/SolutionCategory/Medical/?id=isolation-ward',
    table: 'solutionProducts',
    lists: ['.solution-product__name'],
    gone: '.solution-products',
    stays: ['#selected-solution h2', '[data-enquiry]'],
  },
  {
    kind: 'a case page',
    path: '/en/Case/3',
    table: 'exampleImages',
    lists: ['.case-project figcaption', '.partner-wall img'],
    gone: '.case-project figcaption',
    stays: ['#case-projects-title'],
  },
]

const html = async (path: string) => {
  const res = await exports.default.fetch(new Request(`http://site.test${path}`))
  expect(res.status).toBe(200)
  return res.text()
}

describe('product, solution and case pages ask for their lists', () => {
  for (const { kind, path, lists } of PAGES) {
    it(`${kind} shows them`, async () => {
      const page = await html(path)
      for (const list of lists) expect((await select(page, list)).length, list).toBeGreaterThan(0)
    })
  }

  for (const { kind, path, table, gone, stays } of PAGES) {
    it(`${kind} renders without them when they cannot be read`, async () => {
      await withTablesAway([table], async () => {
        // A new bundle version: the page is rendered afresh (the cache key has the version).
        await rebuildBundles(env, { force: true })
        const page = await html(path)
        for (const part of stays) expect((await select(page, part)).length, part).toBe(1)
        expect(await select(page, gone)).toEqual([])
      })
    })
  }
})
