import * as v from 'valibot'
import { BannersFile } from './banners.ts'
import { CaseCategoriesFile, PartnersFile } from './cases.ts'
import { CertificatesFile, CompanyIntroFile, ConceptsFile, HistoryFile, StatisticsFile } from './company.ts'
import { ConfigsFile } from './configs.ts'
import { NewsCategoriesFile, NewsFile } from './news.ts'
import { ProductCategoriesFile, ProductsFile } from './products.ts'
import { checkReferences } from './references.ts'
import { SolutionCategoriesFile, SolutionsFile } from './solutions.ts'

export * from './banners.ts'
export * from './cases.ts'
export * from './common.ts'
export * from './company.ts'
export * from './configs.ts'
export * from './news.ts'
export * from './products.ts'
export * from './references.ts'
export * from './solutions.ts'
export * from './tables.ts'

/** Every content file under content/, with its schema. */
export const CONTENT_FILES = {
  banners: { file: 'banners.json', schema: BannersFile },
  productCategories: { file: 'product-categories.json', schema: ProductCategoriesFile },
  products: { file: 'products.json', schema: ProductsFile },
  solutionCategories: { file: 'solution-categories.json', schema: SolutionCategoriesFile },
  solutions: { file: 'solutions.json', schema: SolutionsFile },
  caseCategories: { file: 'case-categories.json', schema: CaseCategoriesFile },
  partners: { file: 'partners.json', schema: PartnersFile },
  newsCategories: { file: 'news-categories.json', schema: NewsCategoriesFile },
  news: { file: 'news.json', schema: NewsFile },
  companyIntro: { file: 'company-intro.json', schema: CompanyIntroFile },
  certificates: { file: 'certificates.json', schema: CertificatesFile },
  history: { file: 'history.json', schema: HistoryFile },
  concepts: { file: 'concepts.json', schema: ConceptsFile },
  statistics: { file: 'statistics.json', schema: StatisticsFile },
  configs: { file: 'configs.json', schema: ConfigsFile },
} as const

export type ContentKey = keyof typeof CONTENT_FILES
export type Content = { [K in ContentKey]: v.InferOutput<(typeof CONTENT_FILES)[K]['schema']> }

/** Problems of one file, each naming the file and the path inside it, e.g. `content/news.json at 3.details.en: …`. */
export function validateContentFile<K extends ContentKey>(
  key: K,
  data: unknown,
): { output: Content[K]; problems: [] } | { output: undefined; problems: string[] } {
  const { file, schema } = CONTENT_FILES[key]
  if (data === undefined) return { output: undefined, problems: [`content/${file} is missing`] }
  const result = v.safeParse(schema, data)
  if (result.success) return { output: result.output as Content[K], problems: [] }
  return {
    output: undefined,
    problems: result.issues.map((issue) => `content/${file} at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
  }
}

/** Validates every file and the references between them; `read(file)` returns the parsed JSON of content/{file}, or undefined when it is absent. */
export function validateContent(read: (file: string) => unknown): { content: Content; problems: [] } | { content: undefined; problems: string[] } {
  const content: Record<string, unknown> = {}
  const problems: string[] = []
  for (const key of Object.keys(CONTENT_FILES) as ContentKey[]) {
    const result = validateContentFile(key, read(CONTENT_FILES[key].file))
    problems.push(...result.problems)
    content[key] = result.output
  }
  if (!problems.length) problems.push(...checkReferences(content as Content))
  return problems.length ? { content: undefined, problems } : { content: content as Content, problems: [] }
}
