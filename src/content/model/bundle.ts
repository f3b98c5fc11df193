/**
 * The start-up bundle of spec §7 ("server start-up loads"), one per language, kept in KV: what every
 * page needs (header menus, footer, SEO settings) and all the home page shows, read with one KV get
 * instead of a dozen queries.
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
  Product,
  ProductCategory,
  Solution,
  SolutionCategory,
} from './entities.ts'
import { OwnerLists } from '../relations.ts'

/**
 * How many logos the home page's wall shows of each case category, however many partners it has (issue 34): 32,
 * a view and a third at the widest (24 a view, spec §9) and as many as the demo's largest case type has, so that
 * the demo shows all its partners. The bundle keeps no more than that of each, the first in spec §9's order.
 */
export const HOME_PARTNERS_PER_CATEGORY = 32

export const Bundle = v.object({
  /** Changes whenever the bundle is rebuilt; part of the page cache key, so a rebuild invalidates pages. */
  version: v.string(),
  lang: v.picklist(['zh-CN', 'en']),
  builtAt: v.string(),
  configs: v.array(Config),
  productCategories: v.array(ProductCategory),
  products: v.array(Product),
  exampleCategories: v.array(ExampleCategory),
  solutionCategories: v.array(SolutionCategory),
  solutions: v.array(Solution),
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
  /**
   * Every product's case images, every solution's products, every case category's project images and partners
   * (src/content/relations.ts), by owner, when the source can list them all at once (D1): product, solution and
   * case pages then render from the bundle alone, with no trip to the database. A list is absent when the source
   * cannot give it so (the CMS takes one owner per call) or could not: those pages ask as they render.
   */
  relations: v.optional(
    v.object({
      productCatExamples: v.optional(OwnerLists),
      solutionCatProducts: v.optional(OwnerLists),
      exampleImages: v.optional(OwnerLists),
      examplePartners: v.optional(OwnerLists),
    }),
    {},
  ),
})
export type Bundle = v.InferOutput<typeof Bundle>
