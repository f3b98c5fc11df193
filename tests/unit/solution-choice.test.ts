import { describe, expect, it } from 'vitest'
import type { Solution, SolutionCategory, SolutionProduct } from '../../src/content/model/entities.ts'
import { PRODUCT_DESCRIPTION_CHARS, solutionSeo, usedProducts } from '../../src/ui/pages/solution-category/solution-choice.ts'
import { sectionAnchor, solutionSections, SOLUTIONS_PER_SECTION } from '../../src/ui/pages/solution/solution-sections.ts'
import { CATEGORY_HEAD, type CategoryHead } from '../../src/content/model/bundle.ts'
import { fixtureBundle, fixtureProducts, fixtureSolutions } from './fixtures/bundle.ts'

const en = fixtureBundle('en')
const biosafety = en.solutionCategories[0]!
const base = fixtureSolutions('en')[0]!
let serial = 0
const nextId = () => `179000000000090${String(++serial).padStart(4, '0')}`
const solution = (code: string, categoryCode: string, more: Partial<Solution> = {}): Solution => ({
  ...base,
  id: nextId(),
  solutionCode: code,
  solutionName: code.toUpperCase(),
  categoryCode,
  ...more,
})
const category = (code: string, more: Partial<SolutionCategory> = {}): SolutionCategory => ({ ...biosafety, id: nextId(), categoryCode: code, categoryName: code, ...more })

/** The bundle's heads of some solutions, each category's in their order. */
const headsOf = (solutions: readonly Solution[]): CategoryHead<Solution>[] =>
  [...new Set(solutions.map((s) => s.categoryCode))].map((categoryCode) => {
    const own = solutions.filter((s) => s.categoryCode === categoryCode)
    return { categoryCode, items: own.slice(0, CATEGORY_HEAD), total: own.length }
  })

describe('the solutions page has a section per category, with its first solutions', () => {
  const categories = [category('biosafety'), category('Medical'), category('empty')]
  const solutions = headsOf([solution('a', 'Medical'), solution('b', 'biosafety'), solution('c', 'Medical'), solution('d', 'nowhere')])

  it('in the categories’ order, each with its solutions in their own order', () => {
    const sections = solutionSections(categories, solutions)
    expect(sections.map((s) => [s.category.categoryCode, s.solutions.map((x) => x.solutionCode)])).toEqual([
      ['biosafety', ['b']],
      ['Medical', ['a', 'c']],
    ])
  })
  it('each section’s id is anchor{categoryCode} (spec §2)', () => {
    expect(solutionSections(categories, solutions).map((s) => s.anchor)).toEqual(['anchorbiosafety', 'anchorMedical'])
    expect(sectionAnchor('Intelligent_system')).toBe('anchorIntelligent_system')
  })
  it('a category without solutions has no section (its tab would lead nowhere); a solution of no known category is not shown', () => {
    const codes = solutionSections(categories, solutions).flatMap((s) => s.solutions.map((x) => x.solutionCode))
    expect(codes).not.toContain('d')
    expect(solutionSections(categories, []).length).toBe(0)
  })
  it(`shows at most ${SOLUTIONS_PER_SECTION} of a category, and how many it has in all (issue 34)`, () => {
    const many = Array.from({ length: 120 }, (_, i) => solution(`s${i}`, 'biosafety'))
    const [section] = solutionSections(categories, headsOf(many))
    expect(section!.solutions.map((s) => s.solutionCode)).toEqual(Array.from({ length: SOLUTIONS_PER_SECTION }, (_, i) => `s${i}`))
    expect(section!.total).toBe(120)
  })
})

describe('a solution page has its own SEO texts', () => {
  it('title: the solution and its category; keywords: its tags, then the category’s', () => {
    const seo = solutionSeo(solution('bsl3', 'biosafety', { solutionName: 'BSL-3 control', tags: 'BSL-3, Pressure cascade' }), biosafety)
    expect(seo.title).toBe(`BSL-3 control | ${biosafety.categoryName}`)
    expect(seo.keywords).toBe(`BSL-3,Pressure cascade,${biosafety.seoKeyword}`)
  })
  it('description: the solution’s, cut at 160 characters; the category’s when it has none', () => {
    const long = '压'.repeat(200)
    expect(solutionSeo(solution('x', 'biosafety', { description: long }), biosafety).description).toBe(`${'压'.repeat(160)}…`)
    expect(solutionSeo(solution('x', 'biosafety', { description: 'Short.' }), biosafety).description).toBe('Short.')
    expect(solutionSeo(solution('x', 'biosafety', { description: '' }), biosafety).description).toBe(biosafety.description)
  })
})

describe('the products a solution uses', () => {
  const record = (n: number, more: Partial<SolutionProduct>): SolutionProduct => ({
    id: `17900000000007000${n}`,
    solutionId: base.id,
    productId: null,
    productName: `P${n}`,
    description: 'Short',
    productImage: `/img/products/p${n}.svg`,
    sort: n,
    ...more,
  })
  const catalogue = fixtureProducts('en')

  it('link to the catalogue product they name, by its category and code', () => {
    const [used] = usedProducts([record(1, { productId: catalogue[1]!.id })], catalogue)
    expect(used).toMatchObject({ name: 'P1', image: '/img/products/p1.svg', product: { categoryCode: catalogue[1]!.categoryCode, productCode: catalogue[1]!.productCode } })
  })
  it('one naming no product, or one the catalogue no longer has, has no link', () => {
    const used = usedProducts([record(1, {}), record(2, { productId: '1799999999999999999' })], catalogue)
    expect(used.map((u) => u.product)).toEqual([undefined, undefined])
  })
  it('descriptions are cut at 90 characters (spec §9) with an ellipsis', () => {
    expect(PRODUCT_DESCRIPTION_CHARS).toBe(90)
    const [cut, whole] = usedProducts([record(1, { description: '阀'.repeat(91) }), record(2, { description: '阀'.repeat(90) })], catalogue)
    expect(cut!.description).toBe(`${'阀'.repeat(90)}…`)
    expect(whole!.description).toBe('阀'.repeat(90))
  })
})
