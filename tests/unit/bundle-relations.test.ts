/**
 * The bundle carries every product's case images, every solution's products and every case category's images
 * and partners when the source lists them whole (D1): product, solution and case pages take theirs from it and
 * make no call (src/content/relations.ts).
 */
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { buildBundle, rebuildBundles } from '../../src/content/bundle/index.ts'
import { content } from '../../src/content/index.ts'
import type { Bundle } from '../../src/content/model/bundle.ts'
import { listQuery } from '../../src/content/query.ts'
import { carriedRelation, RELATIONS, type RelationName } from '../../src/content/relations.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import type { ContentSource } from '../../src/content/sources/source.ts'
import { LANGS } from '../../src/routing/locale.ts'
import { eventsNamed } from './fixtures/logs.ts'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { withTablesAway } from './setup/tables-away.ts'

beforeAll(seedContent)

const waitUntil = { waitUntil: () => {} }

/** D1 as a source that cannot list the relations whole (as the CMS), or whose relation lists say there are more than they gave. */
function sourceLike(d1: D1Source, { whole, moreThanOnePage = false }: { whole: boolean; moreThanOnePage?: boolean }): ContentSource {
  return {
    listsRelationsWhole: whole,
    list: (name, query, lang) =>
      d1.list(name, query, lang).then((page) => (moreThanOnePage && name in RELATIONS ? { ...page, total: page.records.length + 1 } : page)),
    summaries: (name, query, lang) => d1.summaries(name, query, lang),
    get: (name, idOrCode, lang) => d1.get(name, idOrCode, lang),
  }
}

/** Each owner's records as the source lists them for one owner, the way a page asks when the bundle has none. */
async function askedOneByOne(name: RelationName, owners: readonly string[], lang: Bundle['lang']) {
  const d1 = new D1Source(env.DB)
  return Promise.all(owners.map(async (owner) => (await d1.list(name, listQuery(name, { pageSize: 1000, filters: { [RELATIONS[name]]: owner } }), lang)).records))
}

/** The owners of each relation in a bundle: products, solutions, case categories (by code). */
function ownersOf(bundle: Bundle): Record<RelationName, string[]> {
  const cases = bundle.exampleCategories.map((c) => c.categoryCode)
  return { productCatExamples: bundle.products.map((p) => p.id), solutionCatProducts: bundle.solutions.map((s) => s.id), exampleImages: cases, examplePartners: cases }
}

const NAMES = Object.keys(RELATIONS) as RelationName[]

describe('a bundle built from D1 carries the relation lists whole', () => {
  for (const lang of LANGS) {
    for (const name of NAMES) {
      it(`${lang}, ${name}: each owner's records are the records (and order) the source gives for that one`, async () => {
        const bundle = await buildBundle(new D1Source(env.DB), lang, 'v', env.DB)
        const owners = ownersOf(bundle)[name]
        const asked = await askedOneByOne(name, owners, lang)
        expect(asked.flat().length).toBeGreaterThan(0)
        expect(owners.map((owner) => carriedRelation(bundle.relations, name, owner, 1000))).toEqual(asked)
      })
    }
  }

  it('a page size cuts an owner’s records after the first ones', async () => {
    const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
    const product = bundle.products.find((p) => (carriedRelation(bundle.relations, 'productCatExamples', p.id, 1000)?.length ?? 0) > 1)!
    const all = carriedRelation(bundle.relations, 'productCatExamples', product.id, 1000)!
    expect(carriedRelation(bundle.relations, 'productCatExamples', product.id, 1)).toEqual(all.slice(0, 1))
  })

  it('an owner without records has an empty list, not none', async () => {
    const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
    expect(carriedRelation(bundle.relations, 'productCatExamples', '1799999999999999999', 1000)).toEqual([])
  })
})

describe('a page parses only its own owner’s records', () => {
  it('each owner’s records are kept as their JSON text, read when that owner’s page asks', async () => {
    const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
    for (const name of NAMES) for (const text of Object.values(bundle.relations[name]!)) expect(typeof text).toBe('string')
  })

  it('an owner whose text does not read as its records is asked of the source (logged); the other owners still read theirs', async () => {
    const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
    const [broken, other] = bundle.solutions.filter((s) => Object.hasOwn(bundle.relations.solutionCatProducts!, s.id))
    const relations = { ...bundle.relations, solutionCatProducts: { ...bundle.relations.solutionCatProducts!, [broken!.id]: '[{"solutionId": 1' } }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(carriedRelation(relations, 'solutionCatProducts', broken!.id, 1000)).toBeUndefined()
      expect(eventsNamed(logged, 'bundle.relation_unreadable')).toEqual([expect.objectContaining({ name: 'solutionCatProducts', ownerId: broken!.id })])
    } finally {
      logged.mockRestore()
    }
    const [expected] = await askedOneByOne('solutionCatProducts', [other!.id], 'en')
    expect(carriedRelation(relations, 'solutionCatProducts', other!.id, 1000)).toEqual(expected)

    const pageContent = content(env, waitUntil)
    const [ownOfBroken] = await askedOneByOne('solutionCatProducts', [broken!.id], 'en')
    expect(await pageContent.relation('solutionCatProducts', broken!.id, 1000, { ...bundle, relations })).toEqual(ownOfBroken)
    expect(pageContent.calls()).toBe(1)
  })

  it('an owner named like an object’s own method has no records', async () => {
    const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
    for (const owner of ['constructor', '__proto__', 'toString']) expect(carriedRelation(bundle.relations, 'exampleImages', owner, 1000)).toEqual([])
  })
})

describe('a bundle leaves the relation lists out when it cannot carry them whole', () => {
  it('from a source that lists them one owner at a time (the CMS)', async () => {
    const bundle = await buildBundle(sourceLike(new D1Source(env.DB), { whole: false }), 'en', 'v', env.DB)
    for (const name of NAMES) expect(bundle.relations[name]).toBeUndefined()
    expect(carriedRelation(bundle.relations, 'productCatExamples', bundle.products[0]!.id, 1000)).toBeUndefined()
  })

  it('when there are more records than one page holds', async () => {
    const bundle = await buildBundle(sourceLike(new D1Source(env.DB), { whole: true, moreThanOnePage: true }), 'en', 'v', env.DB)
    for (const name of NAMES) expect(bundle.relations[name]).toBeUndefined()
    expect(bundle.products.length).toBeGreaterThan(0)
  })

  it('when listing them fails: the rest of the bundle is built all the same', async () => {
    await withTablesAway(['productCatExamples'], async () => {
      const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
      expect(bundle.relations.productCatExamples).toBeUndefined()
      expect(Object.keys(bundle.relations.solutionCatProducts ?? {}).length).toBeGreaterThan(0)
      expect(bundle.products.length).toBeGreaterThan(0)
    })
  })
})

describe('a page reads an owner’s relation from the bundle when it carries it, else with one call', () => {
  it('carried: the same records, no call', async () => {
    const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
    const solution = bundle.solutions[0]!
    const [expected] = await askedOneByOne('solutionCatProducts', [solution.id], 'en')
    const pageContent = content(env, waitUntil)
    expect(await pageContent.relation('solutionCatProducts', solution.id, 1000, bundle)).toEqual(expected)
    expect(pageContent.calls()).toBe(0)
  })

  it('not carried: the same records, one call', async () => {
    const bundle = await buildBundle(sourceLike(new D1Source(env.DB), { whole: false }), 'en', 'v', env.DB)
    const solution = bundle.solutions[0]!
    const [expected] = await askedOneByOne('solutionCatProducts', [solution.id], 'en')
    const pageContent = content(env, waitUntil)
    expect(await pageContent.relation('solutionCatProducts', solution.id, 1000, bundle)).toEqual(expected)
    expect(pageContent.calls()).toBe(1)
  })
})

/** A page of each kind whose lists come with the bundle: what shows them, what goes without the first, and what stays. */
const PAGES = [
  {
    kind: 'a product page',
    path: '/en/productCategory/panel/?id=PN-D200',
    tables: ['productCatExamples'],
    lists: ['.product-case__name'],
    // Without its one list the page keeps its product, and leaves out the section.
    gone: '.product-cases',
    stays: ['#selected-product h2'],
  },
  {
    kind: 'a solution page',
    path: '/en/SolutionCategory/Medical/?id=isolation-ward',
    tables: ['solutionProducts'],
    lists: ['.solution-product__name'],
    gone: '.solution-products',
    stays: ['#selected-solution h2', '[data-enquiry]'],
  },
  {
    kind: 'a case page',
    path: '/en/Case/3',
    // The partners' table cannot go away on its own: the home page's partners in the bundle come from it too.
    tables: ['exampleImages', 'examplePartners'],
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

describe('product, solution and case pages take their lists from the bundle', () => {
  for (const { kind, path, tables, lists } of PAGES) {
    it(`${kind} shows them while their tables cannot be read`, async () => {
      // A new bundle version: the page is rendered afresh (the cache key has the version), from this bundle.
      await rebuildBundles(env, { force: true })
      await withTablesAway(tables, async () => {
        const page = await html(path)
        for (const list of lists) expect((await select(page, list)).length, list).toBeGreaterThan(0)
      })
    })
  }

  for (const { kind, path, tables, gone, stays } of PAGES) {
    it(`${kind} without them in the bundle asks for them, and renders without them when that fails`, async () => {
      const [table] = tables
      try {
        await withTablesAway([table!], async () => {
          // Built while the table is away: the bundle leaves its list out, and the page asks for it itself.
          await rebuildBundles(env, { force: true })
          const page = await html(path)
          for (const part of stays) expect((await select(page, part)).length, part).toBe(1)
          expect(await select(page, gone)).toEqual([])
        })
      } finally {
        await rebuildBundles(env, { force: true })
      }
    })
  }
})
