import type { Content } from './index.ts'
import { CONTENT_TABLES, contentRows } from './tables.ts'

function duplicates(values: string[]): string[] {
  const seen = new Set<string>()
  return [...new Set(values.filter((x) => seen.has(x) || !seen.add(x)))]
}

/**
 * What the schemas cannot see inside one file: ids and codes unique per entity, and every reference
 * (a product's category, a solution's products, a news item's category, a partner's case type) pointing
 * at something that exists with a matching code.
 */
export function checkReferences(c: Content): string[] {
  const problems: string[] = []
  const productCategories = new Map(c.productCategories.map((x) => [x.id, x]))
  const solutionCategories = new Map(c.solutionCategories.map((x) => [x.id, x]))
  const newsCategories = new Map(c.newsCategories.map((x) => [x.id, x]))
  const productIds = new Set(c.products.map((x) => x.id))
  const caseTypes = new Set(c.caseCategories.map((x) => x.categoryCode))

  for (const p of c.products) {
    const cat = productCategories.get(p.category)
    if (!cat) problems.push(`content/products.json: ${p.productCode} has unknown category ${p.category}`)
    else if (cat.categoryCode !== p.categoryCode) problems.push(`content/products.json: ${p.productCode} has categoryCode ${p.categoryCode}, its category is ${cat.categoryCode}`)
    if (p.productType !== p.category) problems.push(`content/products.json: ${p.productCode} has productType ≠ category`)
  }
  for (const sc of c.solutionCategories) {
    if (sc.category !== null && !solutionCategories.has(sc.category)) problems.push(`content/solution-categories.json: ${sc.categoryCode} has unknown parent ${sc.category}`)
  }
  for (const s of c.solutions) {
    const cat = solutionCategories.get(s.category)
    if (!cat) problems.push(`content/solutions.json: ${s.solutionCode} has unknown category ${s.category}`)
    else if (cat.categoryCode !== s.categoryCode) problems.push(`content/solutions.json: ${s.solutionCode} has categoryCode ${s.categoryCode}, its category is ${cat.categoryCode}`)
    for (const sp of s.products) {
      if (!productIds.has(sp.productId)) problems.push(`content/solutions.json: ${s.solutionCode} uses unknown product ${sp.productId}`)
    }
  }
  for (const n of c.news) {
    const cat = newsCategories.get(n.category)
    if (!cat) problems.push(`content/news.json: ${n.newsCode} has unknown category ${n.category}`)
    else if (cat.categoryCode !== n.categoryCode) problems.push(`content/news.json: ${n.newsCode} has categoryCode ${n.categoryCode}, its category is ${cat.categoryCode}`)
  }
  for (const p of c.partners) {
    if (!caseTypes.has(p.caseType)) problems.push(`content/partners.json: partner ${p.id} has unknown caseType ${p.caseType}`)
  }

  const codes: [string, string[]][] = [
    ['content/product-categories.json: categoryCode', c.productCategories.map((x) => x.categoryCode)],
    ['content/products.json: productCode', c.products.map((x) => x.productCode)],
    ['content/solution-categories.json: categoryCode', c.solutionCategories.map((x) => x.categoryCode)],
    ['content/solutions.json: solutionCode', c.solutions.map((x) => x.solutionCode)],
    ['content/case-categories.json: categoryCode', c.caseCategories.map((x) => x.categoryCode)],
    ['content/news-categories.json: categoryCode', c.newsCategories.map((x) => x.categoryCode)],
    ['content/news.json: newsCode', c.news.map((x) => x.newsCode)],
    ['content/concepts.json: anchor', c.concepts.map((x) => x.anchor)],
    ['content/statistics.json: code', c.statistics.map((x) => x.code)],
    ['content/configs.json: key', c.configs.map((x) => x.key)],
  ]
  for (const [what, values] of codes) for (const d of duplicates(values)) problems.push(`${what} ${d} is used twice`)

  // Ids are unique per table (each id has exactly one row per language).
  if (problems.length === 0) {
    const rows = contentRows(c)
    for (const table of CONTENT_TABLES) {
      const keys = rows[table].map((r) => (table === 'configs' ? String(r.key) : `${r.id} ${r.lang}`))
      for (const d of duplicates(keys)) problems.push(`table ${table}: id ${d} is used twice`)
    }
  }
  return problems
}
