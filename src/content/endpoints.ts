/**
 * The GET calls of spec §7 as one table: what each endpoint answers (entity schema, D1 table), which
 * filters and sort fields it accepts and how it sorts by default. The API router, the query parser and
 * both sources read this table, so an endpoint is defined once.
 */
import type * as v from 'valibot'
import {
  Banner,
  Config,
  ExampleCategory,
  ExampleImage,
  ExamplePartner,
  News,
  NewsCategory,
  NewsSummary,
  Product,
  ProductSummary,
  ProductCatExample,
  ProductCategory,
  Solution,
  SolutionCategory,
  SolutionProduct,
} from './model/entities.ts'

/** id: a 19-digit id; code: a short URL-safe code; flag: 1/0/true/false. */
export type FilterKind = 'id' | 'code' | 'flag'

export interface Filter {
  /** The D1 column compared for equality. */
  column: string
  kind: FilterKind
}

export interface EndpointDef {
  /** The path under /v1/website. */
  path: string
  /** Validates a record from either source; its keys are the columns read from D1. */
  schema: v.ObjectSchema<v.ObjectEntries, undefined>
  /** The record without its long rich text, for the site's own lists (`summaries`); the whole record when unset. */
  summary?: v.ObjectSchema<v.ObjectEntries, undefined>
  table: string
  /** false for configs: one row per key, the English variants carry the suffix _en (spec §3). */
  localized: boolean
  /** The column appended to every ORDER BY so that pages never overlap or skip a record. */
  key: 'id' | 'key'
  filters: Readonly<Record<string, Filter>>
  sortable: readonly string[]
  defaultSort: string
  /** The spec's spelling of the page number: configs uses `_pageNO`; `_pageNo` is accepted everywhere. */
  pageNoParam: '_pageNo' | '_pageNO'
  /** `{path}/{id}` exists; an item is found by its 19-digit id or, when set, by this code column. */
  item: false | { codeColumn: string }
}

// Literal kinds, so that FilterValues types a flag filter as boolean and the others as string.
const id = (column: string) => ({ column, kind: 'id' }) as const satisfies Filter
const code = (column: string) => ({ column, kind: 'code' }) as const satisfies Filter
const flag = (column: string) => ({ column, kind: 'flag' }) as const satisfies Filter

const localizedList = { localized: true, key: 'id', pageNoParam: '_pageNo', item: false } as const

export const ENDPOINTS = {
  news: {
    ...localizedList,
    path: 'news',
    schema: News,
    summary: NewsSummary,
    table: 'news',
    filters: { category: id('category') },
    sortable: ['createTime', 'title', 'id'],
    defaultSort: '-createTime',
    item: { codeColumn: 'newsCode' },
  },
  newsCategories: {
    ...localizedList,
    path: 'newsCategories',
    schema: NewsCategory,
    table: 'newsCategories',
    filters: {},
    sortable: ['sort', 'categoryCode', 'id'],
    defaultSort: '+sort',
  },
  products: {
    ...localizedList,
    path: 'products',
    schema: Product,
    summary: ProductSummary,
    table: 'products',
    filters: { isTop: flag('isTop'), isMatrix: flag('isMatrix'), categoryCode: code('categoryCode'), productType: id('productType') },
    sortable: ['sort', 'productCode', 'productName', 'id'],
    defaultSort: '+sort',
  },
  productCategories: {
    ...localizedList,
    path: 'productCategories',
    schema: ProductCategory,
    table: 'productCategories',
    filters: { categoryCode: code('categoryCode') },
    sortable: ['sort', 'categoryCode', 'id'],
    defaultSort: '+sort',
    item: { codeColumn: 'categoryCode' },
  },
  productCatExamples: {
    ...localizedList,
    path: 'productCatExamples',
    schema: ProductCatExample,
    table: 'productCatExamples',
    filters: { productId: id('productId') },
    sortable: ['sort', 'id'],
    defaultSort: '+sort',
  },
  // Spec §7 does not show its parameters: it serves the same case images of products, optionally by productId.
  productExamples: {
    ...localizedList,
    path: 'productExamples',
    schema: ProductCatExample,
    table: 'productCatExamples',
    filters: { productId: id('productId') },
    sortable: ['sort', 'id'],
    defaultSort: '+sort',
  },
  solutions: {
    ...localizedList,
    path: 'solutions',
    schema: Solution,
    table: 'solutions',
    filters: { categoryCode: code('categoryCode'), category: id('category') },
    sortable: ['sort', 'solutionCode', 'id'],
    defaultSort: '+sort',
  },
  solutionCatProducts: {
    ...localizedList,
    path: 'solutionCatProducts',
    schema: SolutionProduct,
    table: 'solutionProducts',
    filters: { solutionId: id('solutionId') },
    sortable: ['sort', 'id'],
    defaultSort: '+sort',
  },
  solutionCategories: {
    ...localizedList,
    path: 'solutionCategories',
    schema: SolutionCategory,
    table: 'solutionCategories',
    filters: { categoryCode: code('categoryCode') },
    sortable: ['sort', 'categoryCode', 'id'],
    defaultSort: '+sort',
    item: { codeColumn: 'categoryCode' },
  },
  configs: {
    path: 'configs',
    schema: Config,
    table: 'configs',
    localized: false,
    key: 'key',
    pageNoParam: '_pageNO',
    item: false,
    filters: {},
    sortable: ['key'],
    defaultSort: '+key',
  },
  exampleCategories: {
    ...localizedList,
    path: 'exampleCategories',
    schema: ExampleCategory,
    table: 'exampleCategories',
    filters: {},
    sortable: ['sort', 'categoryCode', 'id'],
    defaultSort: '+sort',
  },
  examplePartners: {
    ...localizedList,
    path: 'examplePartners',
    schema: ExamplePartner,
    table: 'examplePartners',
    filters: { caseType: code('caseType') },
    sortable: ['createTime', 'sort', 'id'],
    defaultSort: '-createTime',
  },
  exampleImages: {
    ...localizedList,
    path: 'exampleImages',
    schema: ExampleImage,
    table: 'exampleImages',
    filters: { caseType: code('caseType') },
    sortable: ['sort', 'createTime', 'id'],
    defaultSort: '+sort',
  },
  banners: {
    ...localizedList,
    path: 'banners',
    schema: Banner,
    table: 'banners',
    filters: {},
    sortable: ['sort', 'id'],
    defaultSort: '+sort',
  },
} as const satisfies Record<string, EndpointDef>

export type Endpoints = typeof ENDPOINTS
export type EndpointName = keyof Endpoints
/** The endpoints with a `{path}/{id}` item call. */
export type ItemEndpointName = { [N in EndpointName]: Endpoints[N]['item'] extends false ? never : N }[EndpointName]

/** A record of an endpoint, as both sources return it. */
export type Item<N extends EndpointName> = v.InferOutput<Endpoints[N]['schema']>
/** A record as the site's own lists read it: its summary where the endpoint has one. */
export type Summary<N extends EndpointName> = Endpoints[N] extends { summary: infer S extends v.GenericSchema } ? v.InferOutput<S> : Item<N>

/** The schema of an endpoint's summaries (its records' own when it has none). */
export function summarySchema(name: EndpointName): v.ObjectSchema<v.ObjectEntries, undefined> {
  const endpoint: EndpointDef = ENDPOINTS[name]
  return endpoint.summary ?? endpoint.schema
}
export type SortField<N extends EndpointName> = Endpoints[N]['sortable'][number]
export type FilterName<N extends EndpointName> = keyof Endpoints[N]['filters'] & string

export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[]

export function hasItems(name: EndpointName): name is ItemEndpointName {
  return ENDPOINTS[name].item !== false
}
