import * as v from 'valibot'

export const LANGS = ['zh-CN', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** A 19-digit numeric string: ids stay strings everywhere because JS numbers lose digits past 2^53. */
export const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{18}$/, 'must be a 19-digit numeric string'))

/** Codes appear in URLs (/productCategory/{code}, ?id={code}), so they stay URL-safe. */
export const Code = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be a URL-safe code'))

export const Sort = v.pipe(v.number(), v.integer(), v.minValue(0))

/** ISO-8601 with an explicit offset, e.g. 2025-03-14T09:30:00+08:00, so the text sorts and parses alike. */
export const IsoDateTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/, 'must be ISO-8601 with an offset'),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'must be a real date'),
)

export const Year = v.pipe(v.string(), v.regex(/^(19|20)\d{2}$/, 'must be a four-digit year'))

/** URLs of files under public/ (the media set); the test checks that each one exists. */
export const ImagePath = v.pipe(v.string(), v.regex(/^\/img\/[\w/.-]+\.(?:svg|webp|png|jpg)$/, 'must be an image path under /img/'))
export const VideoPath = v.pipe(v.string(), v.regex(/^\/media\/[\w/.-]+\.mp4$/, 'must be a video path under /media/'))

/** A link target: a site path or an absolute https URL. */
export const Link = v.pipe(v.string(), v.regex(/^(?:\/[\w/.?=&#-]*|https:\/\/\S+)$/, 'must be a site path or an https URL'))

const Text = v.pipe(v.string(), v.check((s) => s.trim().length > 0, 'must not be empty'))

/** Visitor-facing text in both languages. */
export const Localized = v.strictObject({ 'zh-CN': Text, en: Text })
export type Localized = v.InferOutput<typeof Localized>

/** Both languages of a text, each passing `item` (e.g. a length limit). */
export function localizedOf<T extends v.GenericValidation<string, string>>(item: T) {
  return v.strictObject({ 'zh-CN': v.pipe(Text, item), en: v.pipe(Text, item) })
}

export const maxChars = (n: number) => v.check((s: string) => [...s].length <= n, `must be at most ${n} characters`)

/** "a,b,c": the spec's comma-separated tags, 3–4 of them, no empty ones. */
export const LocalizedTags = localizedOf(
  v.check((s: string) => {
    const tags = s.split(',')
    return tags.length >= 3 && tags.length <= 4 && tags.every((t) => t.trim() === t && t.length > 0)
  }, 'must be 3–4 comma-separated tags without spaces around commas'),
)

// Rich text is rendered as HTML by the pages, so only a small, closed set of tags passes:
// no scripts, no inline styles or event handlers, and every tag is balanced.
const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 'a'])
const VOID_TAGS = new Set(['br'])

export function htmlProblem(html: string): string | null {
  const stack: string[] = []
  for (const m of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [, closing = '', rawName = '', attrs = ''] = m
    const name = rawName.toLowerCase()
    if (!BLOCK_TAGS.has(name) && !VOID_TAGS.has(name)) return `tag <${name}> is not allowed`
    if (/\b(?:style|on\w+)\s*=/i.test(attrs)) return `attribute in <${name}${attrs}> is not allowed`
    if (name === 'a' && !closing && !/^\s+href="(?:\/|https:\/\/)[^"]*"$/.test(attrs)) return '<a> needs exactly one site-path or https href'
    if (name !== 'a' && !closing && attrs.trim() !== '' && attrs.trim() !== '/') return `<${name}> takes no attributes`
    if (VOID_TAGS.has(name)) continue
    if (closing) {
      if (stack.pop() !== name) return `</${name}> does not close the open tag`
    } else stack.push(name)
  }
  if (stack.length) return `<${stack.at(-1)}> is never closed`
  if (/<(?![a-zA-Z/])|&(?![a-z]+;|#\d+;)/.test(html)) return 'a bare < or & must be written as &lt; or &amp;'
  return null
}

const Html = v.check((s: string) => htmlProblem(s) === null, (issue: v.CheckIssue<string>) => `invalid HTML: ${htmlProblem(issue.input)}`)
export const LocalizedHtml = localizedOf(Html)

/** A {name, value} pair of the spec's `feature` lists; the pages truncate values at 50 characters, so they stay within it. */
export const Feature = v.strictObject({ name: Localized, value: localizedOf(maxChars(50)) })
export type Feature = v.InferOutput<typeof Feature>

/** A figure such as "2500+" with its unit and caption (statistics and concept slides). */
/** A marketing figure (spec §1): the same characters in both languages, so it is one string, not a Localized. */
export const FigureValue = v.pipe(v.string(), v.regex(/^(?=.*\d)[\d.,±<>≤%+:–\s]+$/, 'must be a figure like 2500+, ±5%, <1 or 60–17,000'))

export const Figure = v.strictObject({
  value: FigureValue,
  unit: v.optional(Localized),
  label: Localized,
})
export type Figure = v.InferOutput<typeof Figure>
