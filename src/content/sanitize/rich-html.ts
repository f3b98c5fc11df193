/**
 * Rich text from content (product details, news bodies, About sections) reduced to the allow-list of
 * content/README.md by sanitize-html (htmlparser2 underneath: no DOM needed, so it runs in workerd).
 * Sources call it when they validate a record, so the bundle, the API and the pages all carry the clean
 * HTML; pages render it only through src/ui/content/RichText.tsx.
 */
import sanitizeHtml from 'sanitize-html'
import { mediaPolicy, SITE_MEDIA } from './media-policy.ts'
import { mediaLink, mediaUrl } from './urls.ts'

declare const sanitized: unique symbol
/** HTML that has been through sanitizeRichHtml. Only that function (and the content schemas using it) makes one. */
export type SafeHtml = string & { readonly [sanitized]: true }

/** The tags of content/README.md, plus images of the site's own files and of allowed origins (through the media route). */
export const RICH_TEXT_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 'a', 'br', 'img'] as const

/** The page has its own h1 and the tags above have no b, i, h5…: what an editor may paste keeps its meaning. */
const RENAMED: Readonly<Record<string, (typeof RICH_TEXT_TAGS)[number]>> = { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' }

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  // The library's own scheme check stays on behind ours (transformTags below): two independent readings.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside: their content is code, or markup a browser reads differently.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'iframe', 'template', 'title', 'object', 'svg', 'math'],
  // No style attribute is allowed, so its parser (postcss) is never needed.
  parseStyleAttributes: false,
  transformTags: {
    ...Object.fromEntries(Object.entries(RENAMED).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {}, false)])),
    a: (_tag, attribs) => {
      const href = attribs.href === undefined ? null : mediaLink(attribs.href)
      const kept: sanitizeHtml.Attributes = href === null ? {} : { href }
      return { tagName: 'a', attribs: kept }
    },
    img: (_tag, attribs) => {
      const found = attribs.src === undefined ? null : mediaUrl(attribs.src)
      const src = typeof found === 'string' ? found : null
      const kept: sanitizeHtml.Attributes = { loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' }
      if (src !== null) kept.src = src
      for (const name of ['width', 'height'] as const) {
        const value = attribs[name]
        if (value && /^\d{1,5}$/.test(value)) kept[name] = value
      }
      return { tagName: 'img', attribs: kept }
    },
  },
  // An image whose source was refused is no image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/**
 * Sanitised results by media policy and input, so content read again (the bundle from KV on every request) costs
 * a lookup. The policy is part of the key: a CMS path in an `<img>` is the media route's under the CMS's policy.
 */
const memo = new Map<string, SafeHtml>()
let memoChars = 0
/**
 * About 1 MB of UTF-16: the rich texts of the pages in use (an article, a product's details), not of every page of a
 * large catalogue (issue 50); sanitising one again costs a fraction of a millisecond.
 */
const MEMO_MAX_CHARS = 500_000

function remember(key: string, output: SafeHtml): void {
  if (memo.has(key)) return
  memo.set(key, output)
  memoChars += key.length + output.length
  while (memoChars > MEMO_MAX_CHARS) {
    const oldest = memo.keys().next()
    if (oldest.done) break
    memoChars -= oldest.value.length + (memo.get(oldest.value)?.length ?? 0)
    memo.delete(oldest.value)
  }
}

const memoKey = (policyKey: string, html: string) => `${policyKey}\u0000${html}`

/** `html` with everything outside the allow-list removed (text of removed tags is kept, except code). */
export function sanitizeRichHtml(html: string): SafeHtml {
  const key = memoKey(mediaPolicy().key, html)
  const known = memo.get(key)
  if (known !== undefined) return known
  const clean = sanitizeHtml(html, OPTIONS) as SafeHtml
  remember(key, clean)
  // What is read back from the bundle (as the site's own files) is the clean text itself.
  remember(memoKey(SITE_MEDIA.key, clean), clean)
  return clean
}
