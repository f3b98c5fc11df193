/**
 * The window of a category's products or solutions a page shows (issue 34), and that D1 gives it by itself,
 * reading only the window's rows (issue 50): the same as the window of the category's whole list.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { categoryWindowOf, listWindow, neighboursIn, type CategoryWindow } from '../../src/content/catalogue/window.ts'
import { listQuery, MAX_PAGE_SIZE } from '../../src/content/query.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import { SELECTION_WINDOW } from '../../src/ui/selection/selection-window.ts'
import { seedContentTimes } from './setup/seed-content.ts'

const items = Array.from({ length: 30 }, (_, i) => `p${i}`)
const keys = (item: string) => [item, `id-${item}`] as const

describe(`a long list shows the ${SELECTION_WINDOW} items around the selected one, and the way to the rest`, () => {
  it('the first item selected (or none): the first window, a link to the next', () => {
    for (const selected of [0, -1, SELECTION_WINDOW - 1]) {
      expect(listWindow(items, selected, SELECTION_WINDOW)).toEqual({ items: items.slice(0, SELECTION_WINDOW), from: 1, to: SELECTION_WINDOW, total: 30, later: items[SELECTION_WINDOW] })
    }
  })
  it('an item of the middle: its window, links to the first items of the windows around it', () => {
    expect(listWindow(items, SELECTION_WINDOW + 3, SELECTION_WINDOW)).toEqual({
      items: items.slice(SELECTION_WINDOW, 2 * SELECTION_WINDOW),
      from: SELECTION_WINDOW + 1,
      to: 2 * SELECTION_WINDOW,
      total: 30,
      earlier: items[0],
      later: items[2 * SELECTION_WINDOW],
    })
  })
  it('the last window may be short, and has no link after it; a short list is one window', () => {
    expect(listWindow(items, 29, SELECTION_WINDOW)).toMatchObject({ items: items.slice(2 * SELECTION_WINDOW), from: 2 * SELECTION_WINDOW + 1, to: 30, earlier: items[SELECTION_WINDOW] })
    expect(listWindow(items, 29, SELECTION_WINDOW).later).toBeUndefined()
    expect(listWindow(items.slice(0, 4), 2, SELECTION_WINDOW)).toEqual({ items: items.slice(0, 4), from: 1, to: 4, total: 4 })
  })
  it('following "next" from the first window reaches every item', () => {
    const seen: string[] = []
    for (let part = listWindow(items, 0, SELECTION_WINDOW); ; part = listWindow(items, items.indexOf(part.later!), SELECTION_WINDOW)) {
      seen.push(...part.items)
      if (!part.later) break
    }
    expect(seen).toEqual(items)
  })
})

describe('the query id picks the item of a category page', () => {
  it('by its code or its 19-digit id, in the window that holds it', () => {
    expect(categoryWindowOf(items, keys, 'p14', SELECTION_WINDOW)).toMatchObject({ item: 'p14', chosen: true, window: { from: SELECTION_WINDOW + 1 } })
    expect(categoryWindowOf(items, keys, 'id-p1', SELECTION_WINDOW)).toMatchObject({ item: 'p1', chosen: true, window: { from: 1 } })
  })
  it('no id, or one naming no item of the category, shows the first item and is not the item\'s page', () => {
    for (const wanted of [null, 'NOPE', '1799999999999999999']) expect(categoryWindowOf(items, keys, wanted, SELECTION_WINDOW)).toMatchObject({ item: 'p0', chosen: false, window: { from: 1 } })
  })
  it('an empty category shows no item', () => {
    expect(categoryWindowOf([], keys, 'p1', SELECTION_WINDOW)).toEqual({ item: undefined, chosen: false, window: { items: [], from: 1, to: 0, total: 0 } })
  })
})

describe('D1 gives a category window by itself, the same as the window of the whole list (issue 50)', () => {
  beforeAll(() => seedContentTimes(20))
  const source = () => new D1Source(env.DB)
  const codes = (part: CategoryWindow<{ id: string }>) => ({ ...part, item: part.item?.id, window: { ...part.window, items: part.window.items.map((i) => i.id), earlier: part.window.earlier?.id, later: part.window.later?.id } })

  for (const [kind, categoryCode, code] of [
    ['products', 'Venturi_valve', 'productCode'],
    ['solutions', 'biosafety', 'solutionCode'],
  ] as const) {
    it(`${kind} of ${categoryCode}: each item by code and id, none and an unknown one, in both languages`, async () => {
      for (const lang of ['zh-CN', 'en'] as const) {
        const query = listQuery(kind, { pageSize: MAX_PAGE_SIZE, filters: { categoryCode } })
        const all = (await source().list(kind, query as never, lang)).records as { id: string; [key: string]: unknown }[]
        expect(all.length).toBeGreaterThan(3 * SELECTION_WINDOW)
        const whole = (wanted: string | null) => categoryWindowOf(all, (item) => [String(item[code]), item.id], wanted, SELECTION_WINDOW)
        const asked = [null, 'NOPE', ...all.flatMap((item, i) => (i % 5 === 0 ? [String(item[code]), item.id] : []))]
        const answers = await Promise.all(asked.map((wanted) => source().categoryWindow(kind, categoryCode, wanted, SELECTION_WINDOW, lang)))
        answers.forEach((answer, i) => expect(codes(answer), `${lang} ${asked[i]}`).toEqual(codes(whole(asked[i]!))))
        // Whole records, as the page shows them.
        expect(answers[0]!.item).toEqual(all[0])
      }
    })
  }

  it('news: each article of a category by id and by code, its neighbours and place, in both languages', async () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const all = (await source().summaries('news', listQuery('news', { pageSize: MAX_PAGE_SIZE, sort: '-createTime' }), lang)).records
      const category = all[0]!.category
      const own = all.filter((article) => article.category === category)
      expect(own.length).toBeGreaterThan(20)
      for (const article of own.filter((_, i) => i % 4 === 0 || i === own.length - 1)) {
        for (const wanted of [article.id, article.newsCode]) {
          expect(await source().newsNeighbours(category, wanted, lang), `${lang} ${wanted}`).toEqual(neighboursIn(own, (item) => [item.newsCode, item.id], wanted))
        }
      }
      expect(await source().newsNeighbours(category, 'no-such-article', lang)).toEqual({ place: null })
    }
  })

  it('an empty or unknown category has no items', async () => {
    expect(await source().categoryWindow('products', 'no_such_category', 'VV-S100', SELECTION_WINDOW, 'en')).toEqual({ window: { items: [], from: 1, to: 0, total: 0 }, item: undefined, chosen: false })
  })

  it('a product of another category is not found in this one', async () => {
    const sensor = (await source().list('products', listQuery('products', { filters: { categoryCode: 'sensor' } }), 'en')).records[0]!
    const part = await source().categoryWindow('products', 'Venturi_valve', sensor.productCode, SELECTION_WINDOW, 'en')
    expect(part.chosen).toBe(false)
    expect(part.item?.categoryCode).toBe('Venturi_valve')
  })

  it('products by id: the summaries of those that exist, more than D1 binds to one statement', async () => {
    const all = (await source().summaries('products', listQuery('products', { pageSize: 300 }), 'en')).records
    const found = await source().productsById([...all.map((p) => p.id), '1799999999999999999'], 'en')
    expect(found.map((p) => p.id).sort()).toEqual(all.map((p) => p.id).sort())
    expect(found[0]).not.toHaveProperty('productDetails')
  })
})
