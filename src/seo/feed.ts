/**
 * The news feeds: an Atom feed (RFC 4287) per language at /feed.xml and /en/feed.xml with the newest
 * articles. Pure: content in, XML out.
 */
import type { NewsCategory, NewsSummary } from '../content/model/entities.ts'
import { localizedPath, type Lang } from '../routing/locale.ts'
import { routePath } from '../routing/routes.ts'

/** Where a language's feed lives, without the language prefix. */
export const FEED_PATH = '/feed.xml'
/** How many articles a feed carries. */
export const FEED_ENTRIES = 20
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8'

export interface AtomLink {
  href: string
  rel: 'self' | 'alternate'
  type: string
  hreflang?: string
}

export interface AtomEntry {
  id: string
  title: string
  /** Plain text. */
  summary: string
  url: string
  /** RFC 3339 date-times. */
  published: string
  updated: string
  category?: { term: string; label: string }
}

export interface AtomFeed {
  id: string
  lang: string
  title: string
  subtitle: string
  links: AtomLink[]
  author: { name: string; uri: string }
  icon?: string
  logo?: string
  entries: AtomEntry[]
}

/** Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF); text from a CMS may hold them. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }

function xml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[<>&'"]/g, (ch) => ENTITIES[ch]!)
}

/** An instant as RFC 3339 in UTC, or undefined when the text is not a date. */
export function rfc3339(time: string | null | undefined): string | undefined {
  const at = time ? Date.parse(time) : NaN
  return Number.isNaN(at) ? undefined : new Date(at).toISOString().replace(/\.000Z$/, 'Z')
}

/** The newest of the entries' updated times; a feed with no entries is dated at the epoch (it must carry a date). */
function feedUpdated(entries: readonly AtomEntry[]): string {
  const newest = Math.max(0, ...entries.map((e) => Date.parse(e.updated)))
  return new Date(newest).toISOString().replace(/\.000Z$/, 'Z')
}

const link = ({ href, rel, type, hreflang }: AtomLink) => `<link rel="${rel}" type="${xml(type)}"${hreflang ? ` hreflang="${xml(hreflang)}"` : ''} href="${xml(href)}"/>`

function entryXml(entry: AtomEntry): string {
  return [
    '<entry>',
    `<id>${xml(entry.id)}</id>`,
    `<title type="text">${xml(entry.title)}</title>`,
    link({ rel: 'alternate', type: 'text/html', href: entry.url }),
    `<published>${entry.published}</published>`,
    `<updated>${entry.updated}</updated>`,
    entry.category ? `<category term="${xml(entry.category.term)}" label="${xml(entry.category.label)}"/>` : '',
    `<summary type="text">${xml(entry.summary)}</summary>`,
    '</entry>',
  ].join('')
}

export function atomXml(feed: AtomFeed): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.lang)}">\n` +
    [
      `<id>${xml(feed.id)}</id>`,
      `<title type="text">${xml(feed.title)}</title>`,
      `<subtitle type="text">${xml(feed.subtitle)}</subtitle>`,
      `<updated>${feedUpdated(feed.entries)}</updated>`,
      ...feed.links.map(link),
      `<author><name>${xml(feed.author.name)}</name><uri>${xml(feed.author.uri)}</uri></author>`,
      feed.icon ? `<icon>${xml(feed.icon)}</icon>` : '',
      feed.logo ? `<logo>${xml(feed.logo)}</logo>` : '',
      ...feed.entries.map(entryXml),
    ]
      .filter(Boolean)
      .join('\n') +
    '\n</feed>\n'
  )
}

export interface NewsFeedInput {
  /** The absolute origin of every link. */
  origin: string
  lang: Lang
  title: string
  subtitle: string
  siteName: string
  /** Root-relative or absolute. */
  logo: string
  /** Newest first; only the first FEED_ENTRIES are used. */
  news: readonly NewsSummary[]
  categories: readonly NewsCategory[]
}

/**
 * The Atom document of a language's news. Entry ids are tag URIs of the site's host, the article's
 * date and id, so they stay the same when an article moves to another category (its URL changes).
 * An article whose times are not dates is left out: a feed must date every entry.
 */
export function newsFeed({ origin, lang, title, subtitle, siteName, logo, news, categories }: NewsFeedInput): string {
  const url = (path: string, l: Lang = lang) => origin + localizedPath(path, l)
  const host = new URL(origin).hostname
  const other: Lang = lang === 'en' ? 'zh-CN' : 'en'
  const entries = news.slice(0, FEED_ENTRIES).flatMap((item): AtomEntry[] => {
    const published = rfc3339(item.createTime)
    const updated = rfc3339(item.updatedAt) ?? published
    if (!published || !updated) return []
    const category = categories.find((c) => c.id === item.category || c.categoryCode === item.categoryCode)
    return [
      {
        id: `tag:${host},${published.slice(0, 10)}:${lang}/news/${item.id}`,
        title: item.title,
        summary: item.description,
        url: url(routePath('NewDetail', [item.categoryCode, item.id])),
        published,
        updated,
        category: category ? { term: category.categoryCode, label: category.categoryName } : undefined,
      },
    ]
  })
  return atomXml({
    id: url(FEED_PATH),
    lang,
    title,
    subtitle,
    links: [
      { rel: 'self', type: 'application/atom+xml', href: url(FEED_PATH) },
      { rel: 'alternate', type: 'text/html', hreflang: lang, href: url(routePath('IndustryTrends')) },
      { rel: 'alternate', type: 'application/atom+xml', hreflang: other, href: url(FEED_PATH, other) },
    ],
    author: { name: siteName, uri: url('/') },
    icon: new URL('/favicon.svg', origin).href,
    logo: new URL(logo, origin).href,
    entries,
  })
}
