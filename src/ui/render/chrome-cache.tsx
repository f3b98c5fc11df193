/**
 * The header and footer as HTML, rendered once per language, bundle version and route and reused by every page
 * render that shares them: they are the same on every page but for the current section (the route) and the
 * language links (the page's own path). A render uses a placeholder path, put in place afterwards. Their words
 * and units are marked once too (text-pass.ts): the page's pass copies them as they are (`data-text-passed`).
 */
import type { ReactNode } from 'react'
import { LANGS, localizedPath, type Lang } from '../../routing/locale.ts'
import { Footer, FooterContent } from '../layout/Footer.tsx'
import { HeaderContent } from '../layout/Header.tsx'
import { lexiconOf } from '../text/words.ts'
import { renderApart } from './apart.tsx'
import { IslandCollector } from './island.tsx'
import type { PageContextValue } from './page-context.tsx'
import { RecentlyUsed, stringBytes } from './recently-used.ts'
import { markText } from './text-pass.ts'

/** A path no page has; the language links are rendered with it and it is replaced by the page's own. */
const PLACEHOLDER_PATH = '/__page-path-c8f2e1__'

/** A part's HTML cut where the page's own path goes: `html[0] + path(langs[0]) + html[1] + …`. */
interface ChromeParts {
  html: string[]
  langs: Lang[]
}

/** Kept per isolate: two parts × languages × routes × a few bundle versions, within 8 MB. */
const rendered = new RecentlyUsed<ChromeParts>({ entries: 256, bytes: 8 * 2 ** 20, bytesOf: (parts) => stringBytes(...parts.html) })

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/** As React writes an attribute value. */
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPED[c]!)
}

/** The placeholder's language links as they stand in the HTML (quoted), by language. */
const PLACEHOLDER_LINKS = new Map(LANGS.map((lang) => [`"${escapeAttribute(localizedPath(PLACEHOLDER_PATH, lang))}"`, lang]))
const PLACEHOLDER_LINK = new RegExp([...PLACEHOLDER_LINKS.keys()].map((link) => link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')

function render(part: 'header' | 'footer', node: ReactNode, page: PageContextValue): ChromeParts {
  // The hints it asked for (React's preload of the logo) are left out: a page's head would hold them, and the logo needs none.
  const rendered = renderApart(node, { ...page, pathWithQuery: PLACEHOLDER_PATH }, new IslandCollector(`chrome-${part}-`))
  const html = markText(rendered, page.lang, lexiconOf(page.bundle?.words))
  // Cut once here, so that a page joins the pieces with its own path rather than searching 24 KB for them.
  const pieces: ChromeParts = { html: [], langs: [] }
  let from = 0
  for (const match of html.matchAll(PLACEHOLDER_LINK)) {
    pieces.html.push(html.slice(from, match.index))
    pieces.langs.push(PLACEHOLDER_LINKS.get(match[0])!)
    from = match.index + match[0].length
  }
  pieces.html.push(html.slice(from))
  return pieces
}

/** The part's HTML for this page: from the cache (or rendered and kept), with the page's own path put in. */
function chromeHtml(part: 'header' | 'footer', page: PageContextValue): string {
  const bundle = page.bundle
  if (!bundle) throw new Error('the header and footer need the bundle')
  const key = [part, page.lang, bundle.version, bundle.builtAt, part === 'header' ? (page.route ?? '') : ''].join('|')
  const pieces = rendered.get(key, () => render(part, part === 'header' ? <HeaderContent /> : <FooterContent />, page))
  const links = new Map(LANGS.map((lang) => [lang, `"${escapeAttribute(localizedPath(page.pathWithQuery, lang))}"`]))
  let html = pieces.html[0]!
  for (let i = 0; i < pieces.langs.length; i++) html += links.get(pieces.langs[i]!)! + pieces.html[i + 1]!
  return html
}

/** The site header, its content from the cache. */
export function CachedHeader({ page }: { page: PageContextValue }) {
  return <header className="site-header" data-text-passed="" dangerouslySetInnerHTML={{ __html: chromeHtml('header', page) }} />
}

/**
 * The site footer, from the cache unless the page answers a form post of its own: the footer's form then shows
 * the visitor's input and messages, for this render alone.
 */
export function CachedFooter({ page }: { page: PageContextValue }) {
  if (page.formPost) return <Footer />
  return <footer className="site-footer" data-text-passed="" dangerouslySetInnerHTML={{ __html: chromeHtml('footer', page) }} />
}
