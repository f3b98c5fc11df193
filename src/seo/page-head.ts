/**
 * Everything a page says about itself to browsers and crawlers: title, description, keywords, the
 * canonical URL with its hreflang alternates, OpenGraph and JSON-LD. Pure: inputs in, head data out.
 */
import { LANGS, localizedPath, type Lang } from '../routing/locale.ts'
import { FEED_PATH } from './feed.ts'
import type { SeoTexts } from './site-config.ts'

export interface Alternate {
  hreflang: 'zh-CN' | 'en' | 'x-default'
  href: string
}

export interface OpenGraph {
  type: 'website' | 'article' | 'product'
  title: string
  description: string
  url: string
  image: string
  siteName: string
  locale: string
  alternateLocale: string
}

/** An early fetch announced in the head, e.g. the image that will be the LCP (`fetchPriority: 'high'`). */
export interface Preload {
  href: string
  as: 'image'
  fetchPriority?: 'high' | 'low' | 'auto'
  type?: string
  imageSrcSet?: string
  imageSizes?: string
  /** The windows it is for (art direction: one preload per shape of a picture). */
  media?: string
}

export interface PageHead {
  title: string
  description: string
  keywords?: string
  canonical?: string
  alternates?: Alternate[]
  openGraph?: OpenGraph
  jsonLd?: object[]
  /** `noindex` for error pages. */
  robots?: string
  /** Fetched before the body arrives: the head is in the first chunk, the page's <main> may stream later. */
  preloads?: Preload[]
  /** The news feed of the page's language, for feed readers (`<link rel="alternate" type="application/atom+xml">`). */
  feed?: { href: string; title: string }
}

const OG_LOCALE: Record<Lang, string> = { 'zh-CN': 'zh_CN', en: 'en_US' }

export interface PageHeadInput {
  origin: string
  lang: Lang
  /** The canonical path without language prefix, with any query that selects content (e.g. ?id=). */
  path: string
  seo: SeoTexts
  siteName: string
  /** Root-relative or absolute image for link previews. */
  image: string
  type?: OpenGraph['type']
  jsonLd?: object[]
  /** The title of the language's news feed; the head links the feed when given. */
  feedTitle?: string
}

export function pageHead({ origin, lang, path, seo, siteName, image, type = 'website', jsonLd = [], feedTitle }: PageHeadInput): PageHead {
  const url = (l: Lang) => origin + localizedPath(path, l)
  const other = LANGS.find((l) => l !== lang) ?? 'en'
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords || undefined,
    canonical: url(lang),
    alternates: [
      { hreflang: 'zh-CN', href: url('zh-CN') },
      { hreflang: 'en', href: url('en') },
      { hreflang: 'x-default', href: url('zh-CN') },
    ],
    openGraph: {
      type,
      title: seo.title,
      description: seo.description,
      url: url(lang),
      image: new URL(image, origin).href,
      siteName,
      locale: OG_LOCALE[lang],
      alternateLocale: OG_LOCALE[other],
    },
    jsonLd,
    ...(feedTitle ? { feed: { href: origin + localizedPath(FEED_PATH, lang), title: feedTitle } } : {}),
  }
}
