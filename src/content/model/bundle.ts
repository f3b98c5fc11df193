/**
 * The start-up bundle of spec §7 ("server start-up loads"), one per language, kept in KV: what every
 * page needs (header menus, footer, SEO settings) and all the home page shows, read with one KV get
 * instead of a dozen queries. It holds nothing that grows with the catalogue (issue 50): of the products and
 * solutions, only each category's first few and the home page's and the ring's; pages ask for the rest.
 */
import * as v from 'valibot'
import {
  Banner,
  Config,
  ExampleCategory,
  ExamplePartner,
  HistoryItem,
  News,
  NewsCategory,
  ProductCategory,
  ProductSummary,
  Solution,
  SolutionCategory,
} from './entities.ts'

/**
 * How many logos the home page's wall shows of each case category, however many partners it has (issue 34): 32,
 * a view and a third at the widest (24 a view, spec §9) and as many as the demo's largest case type has, so that
 * the demo shows all its partners. The bundle keeps no more than that of each, the first in spec §9's order.
 */
export const HOME_PARTNERS_PER_CATEGORY = 32

/**
 * How many of a category's products or solutions the bundle keeps, in catalogue order: the most any list outside
 * the category's own page shows (the header's menus and /product's directory 6, /solution's sections 3).
 */
export const CATEGORY_HEAD = 6
/** Spec §9: the product overview's ring shows 10 matrix products, the home page 10 top products. */
export const BUNDLE_MATRIX_PRODUCTS = 10
export const BUNDLE_TOP_PRODUCTS = 10

/** A category's first CATEGORY_HEAD items in catalogue order, and how many it has in all. */
const categoryHead = <S extends v.GenericSchema>(item: S) => v.object({ categoryCode: v.string(), items: v.array(item), total: v.number() })
export type CategoryHead<T> = { categoryCode: string; items: T[]; total: number }

export const Bundle = v.object({
  /** Changes whenever the bundle is rebuilt; part of the page cache key, so a rebuild invalidates pages. */
  version: v.string(),
  lang: v.picklist(['zh-CN', 'en']),
  builtAt: v.string(),
  configs: v.array(Config),
  productCategories: v.array(ProductCategory),
  /** Each product category's first products (CATEGORY_HEAD), in the categories' order. */
  categoryProducts: v.array(categoryHead(ProductSummary)),
  /** The first BUNDLE_MATRIX_PRODUCTS matrix products (`isMatrix`) and BUNDLE_TOP_PRODUCTS top ones (`isTop`), in catalogue order. */
  matrixProducts: v.array(ProductSummary),
  topProducts: v.array(ProductSummary),
  exampleCategories: v.array(ExampleCategory),
  solutionCategories: v.array(SolutionCategory),
  /** Each solution category's first solutions (CATEGORY_HEAD), in the categories' order. */
  categorySolutions: v.array(categoryHead(Solution)),
  newsCategories: v.array(NewsCategory),
  /** The newest 8 news items (-createTime). */
  latestNews: v.array(News),
  /** The home page's banners (spec §9: 10), +sort. */
  banners: v.array(Banner),
  /** The home page's partners (spec §9: 1000, -createTime), the first HOME_PARTNERS_PER_CATEGORY of each case type. */
  partners: v.array(ExamplePartner),
  /** The newest 5 entries of the company history, newest first (the header's company popover). */
  history: v.optional(v.array(HistoryItem), []),
  /**
   * The catalogue's compound words (src/content/bundle/catalogue-words.ts), which a Chinese line never breaks:
   * from the names of products, solutions and categories; empty in English.
   */
  words: v.optional(v.array(v.string()), []),
})
export type Bundle = v.InferOutput<typeof Bundle>
