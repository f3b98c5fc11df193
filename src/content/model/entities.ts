/**
 * The entities of spec §3 as the content contract carries them: one language per record, as the
 * /api/v1/website endpoints answer and as the provider's CMS is read. The same schemas validate D1 rows
 * and upstream JSON, so both sources give pages identical values.
 */
import * as v from 'valibot'
import { sanitizeRichHtml } from '../sanitize/rich-html.ts'
import { isMediaFilePath } from '../../media/paths.ts'
import { mediaLink, mediaSetting, mediaUrl, Refused } from '../sanitize/urls.ts'
import { log } from '../../log/logger.ts'

/** 19-digit numeric ids, always strings: a JavaScript number loses digits past 2^53. */
export const Id = v.pipe(v.string(), v.regex(/^\d{19}$/, 'an id is a 19-digit numeric string'))

/** JSON arrays arrive as text from D1 and possibly from the CMS; either way the record holds the array. */
const jsonArray = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.union([v.pipe(v.string(), v.parseJson()), v.array(v.unknown())]), v.array(item))

/** 0/1 in SQL, booleans (or 0/1) from the CMS. */
const flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1])]),
  v.transform((value) => value === true || value === 1),
)

const text = v.string()
const optionalText = v.nullish(v.string(), null)
const sort = v.optional(v.number(), 0)

/** Rich text (HTML): reduced to the allow-list of content/README.md; its type (SafeHtml) says so. */
const richHtml = v.pipe(v.string(), v.transform(sanitizeRichHtml))

/** Refused URLs already logged in this isolate: a bad URL in a record read on every request is logged once. */
const loggedRefusals = new Set<string>()
const MAX_LOGGED_REFUSALS = 1000

/** Logs a refused URL (field, URL, reason) the first time this isolate meets it. */
function logRefusal(field: string, url: string, reason: string): void {
  const key = `${field}\n${url}`
  if (loggedRefusals.has(key)) return
  if (loggedRefusals.size >= MAX_LOGGED_REFUSALS) loggedRefusals.clear()
  loggedRefusals.add(key)
  log.warn('content.url_dropped', { field, url: url.slice(0, 120), reason })
}

/** A picture or video (src/content/sanitize/urls.ts, under the reading source's media policy), or null; a refused one is logged. */
function checkMedia(field: string) {
  return (url: string): string | null => {
    if (url.trim() === '') return null
    const result = mediaUrl(url)
    if (typeof result === 'string') return result
    logRefusal(field, url, result.reason)
    return null
  }
}
/** A link, or null when the safety rule refuses it (logged, naming the field). */
function checkLink(field: string) {
  return (url: string): string | null => {
    if (url.trim() === '') return null
    const safe = mediaLink(url)
    if (safe === null) logRefusal(field, url, 'scheme')
    return safe
  }
}
/**
 * A setting's value, a picture, video or PDF of the CMS or an allowed origin as the media route's path
 * (`mediaSetting`). One still naming another origin's file is kept (a setting is not always a picture) but
 * logged: a page never shows it as one (src/content/sanitize/urls.ts `sitePicture`).
 */
function checkSetting(value: string): string {
  const setting = mediaSetting(value)
  if (!/^https?:/i.test(setting.trim()) || !isMediaFilePath(setting.split(/[?#]/, 1)[0]!)) return setting
  const refused = mediaUrl(setting)
  if (refused instanceof Refused) logRefusal('setting', setting, refused.reason)
  return setting
}

/** An image or video of the site's own files or the media route's; anything else becomes '' (no picture). */
const media = (field: string) => v.pipe(v.string(), v.transform((url) => checkMedia(field)(url) ?? ''))
const optionalMedia = (field: string) => v.pipe(optionalText, v.transform((url) => (url === null ? null : checkMedia(field)(url))))
/** A link: site path, https, http, mailto or tel; anything else is null and the tool carrying it is dropped. */
const link = (field: string) => v.pipe(v.string(), v.transform(checkLink(field)))

export const Feature = v.object({ name: text, value: text })
export const Tool = v.object({ name: text, icon: v.optional(media('banner tool icon'), ''), url: link('banner tool url'), blank: v.optional(flag, false) })
/** A banner's buttons; one whose link was refused has nowhere to go and is left out. */
const tools = v.pipe(
  jsonArray(Tool),
  v.transform((list) => list.filter((tool): tool is typeof tool & { url: string } => tool.url !== null)),
)

export const Banner = v.object({
  id: Id,
  mediaType: v.picklist(['image', 'video']),
  video: optionalMedia('banner video'),
  logo: optionalMedia('banner logo'),
  image: media('banner image'),
  bannerTitle: text,
  bannerSubtitle: text,
  bannerDetails: text,
  bannerMark: text,
  tool: tools,
  sort,
})

export const ProductCategory = v.object({
  id: Id,
  categoryCode: text,
  categoryName: text,
  subtitle: text,
  feature: jsonArray(Feature),
  seoTitle: text,
  seoKeyword: text,
  description: text,
  image: media('product category image'),
  sort,
  updatedAt: optionalText,
})

export const Product = v.object({
  id: Id,
  productCode: text,
  productName: text,
  productImage: media('product image'),
  advertisement: text,
  tags: text,
  productDetails: richHtml,
  category: Id,
  categoryCode: text,
  productType: Id,
  isTop: flag,
  isMatrix: flag,
  sort,
  updatedAt: optionalText,
})

/** A product as the site's lists, menus and search read it: without its detail page's HTML. */
export const ProductSummary = v.omit(Product, ['productDetails'])

export const ProductCatExample = v.object({ id: Id, productId: Id, url: media('product case image'), imageName: text, sort })

export const SolutionCategory = v.object({
  id: Id,
  categoryCode: text,
  categoryName: text,
  categorySubtitle: text,
  categoryDescription: text,
  description: text,
  seoTitle: text,
  seoKeyword: text,
  image: media('solution category image'),
  category: v.nullish(Id, null),
  sort,
  updatedAt: optionalText,
})

export const Solution = v.object({
  id: Id,
  solutionCode: text,
  solutionName: text,
  description: text,
  tags: text,
  image: media('solution image'),
  logo: media('solution logo'),
  feature: jsonArray(Feature),
  category: Id,
  categoryCode: text,
  sort,
  updatedAt: optionalText,
})

export const SolutionProduct = v.object({
  id: Id,
  solutionId: Id,
  productId: v.nullish(Id, null),
  productName: text,
  description: text,
  productImage: media('solution product image'),
  sort,
})

export const ExampleCategory = v.object({ id: Id, categoryCode: text, categoryName: text, categoryImage: media('case category image'), sort, updatedAt: optionalText })
export const ExampleImage = v.object({ id: Id, caseType: text, url: media('case image'), imageName: text, sort, createTime: text })
export const ExamplePartner = v.object({ id: Id, partnerName: v.optional(text, ''), partnerLogo: media('partner logo'), caseType: text, sort, createTime: text })

export const NewsCategory = v.object({ id: Id, categoryCode: text, categoryName: text, sort, updatedAt: optionalText })
export const News = v.object({
  id: Id,
  newsCode: text,
  category: Id,
  categoryCode: text,
  title: text,
  description: text,
  keywords: text,
  image: media('news image'),
  details: richHtml,
  createTime: text,
  updatedAt: optionalText,
})

/**
 * A news record without its article (`details`): what every list of news on the site shows (cards, the
 * list pages, an article's neighbours, the sitemap, the feed, search). Read as a summary, the article's rich
 * HTML is neither fetched from D1 nor sanitised: a category of a hundred articles is not a hundred articles
 * parsed to show their titles.
 */
export const NewsSummary = v.omit(News, ['details'])

/** One stop of the company history timeline (table `history`, D1 only: the CMS contract has no endpoint for it). */
export const HistoryItem = v.object({ id: Id, year: text, title: text, content: text })

// The company content of the About and Concepts pages. Like the history, only D1 holds it (the CMS contract
// of spec §7 has no endpoints for it), whichever source serves the rest; src/content/sources/d1-company.ts reads it.

/** A section of the company introduction: intro, manufacturing, research, global (table companyIntro). */
export const CompanyIntro = v.object({ id: Id, code: text, title: text, subtitle: text, content: richHtml, image: media('company intro image'), sort })

/** The About page's certificate groups, in display order. */
export const CERTIFICATE_GROUPS = ['patents', 'certifications', 'honors'] as const
/** A certificate with its group (table certificates: one row per certificate, the group's name and order repeated). */
export const Certificate = v.object({
  id: Id,
  groupCode: v.picklist(CERTIFICATE_GROUPS),
  groupName: text,
  groupSort: sort,
  name: text,
  image: media('certificate image'),
  sort,
})

/** A headline figure (founded 1997, 2500+ cases…); `groupCode` says where it is shown: company and capacity on the About page, a concept chapter's code on the Concepts page. */
export const Statistic = v.object({ id: Id, code: text, groupCode: text, value: text, unit: optionalText, label: text, sort })

/** A figure of a concept slide: `value` reads the same in both languages. */
export const SlideFigure = v.object({ value: text, unit: optionalText, label: text })
/** One of a chapter's carousel slides: a year of the timeline with its images, figures and tags. */
export const ConceptSlide = v.object({
  year: text,
  title: text,
  text,
  images: v.array(media('concept slide image')),
  stats: v.array(SlideFigure),
  tags: v.array(text),
})
/** A chapter of the Concepts page; `anchor` is its element id (`/concepts?id=anchor2`). */
export const ConceptChapter = v.object({
  id: Id,
  code: text,
  anchor: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]*$/, 'an anchor is an element id')),
  title: text,
  subtitle: text,
  description: text,
  image: media('concept chapter image'),
  slides: jsonArray(ConceptSlide),
  sort,
})
/** One of the craftsmanship chapter's items: a figure (the same in both languages) and what it measures. */
export const CraftItem = v.object({ id: Id, chapterId: Id, title: text, figure: text, description: text, image: media('craft item image'), sort })

/**
 * Site settings; a page's SEO is name = title, valueDefault = keywords, description = description. A value naming
 * a picture, video or PDF of the CMS or of an allowed origin (`brand_logo`, `contact_qr`) is the media route's path.
 */
export const Config = v.object({
  key: text,
  name: text,
  valueDefault: v.pipe(optionalText, v.transform((value) => (value === null ? null : checkSetting(value)))),
  description: optionalText,
})

export type Feature = v.InferOutput<typeof Feature>
export type Tool = v.InferOutput<typeof Tool>
export type Banner = v.InferOutput<typeof Banner>
export type ProductCategory = v.InferOutput<typeof ProductCategory>
export type Product = v.InferOutput<typeof Product>
export type ProductSummary = v.InferOutput<typeof ProductSummary>
export type ProductCatExample = v.InferOutput<typeof ProductCatExample>
export type SolutionCategory = v.InferOutput<typeof SolutionCategory>
export type Solution = v.InferOutput<typeof Solution>
export type SolutionProduct = v.InferOutput<typeof SolutionProduct>
export type ExampleCategory = v.InferOutput<typeof ExampleCategory>
export type ExampleImage = v.InferOutput<typeof ExampleImage>
export type ExamplePartner = v.InferOutput<typeof ExamplePartner>
export type NewsCategory = v.InferOutput<typeof NewsCategory>
export type News = v.InferOutput<typeof News>
export type NewsSummary = v.InferOutput<typeof NewsSummary>
export type Config = v.InferOutput<typeof Config>
export type HistoryItem = v.InferOutput<typeof HistoryItem>
export type CompanyIntro = v.InferOutput<typeof CompanyIntro>
export type Certificate = v.InferOutput<typeof Certificate>
export type CertificateGroupCode = (typeof CERTIFICATE_GROUPS)[number]
export type Statistic = v.InferOutput<typeof Statistic>
export type ConceptSlide = v.InferOutput<typeof ConceptSlide>
export type ConceptChapter = v.InferOutput<typeof ConceptChapter>
export type CraftItem = v.InferOutput<typeof CraftItem>
