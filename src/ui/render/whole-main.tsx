/**
 * The content of a page that has no data to wait for, rendered to one string by React's string renderer.
 *
 * The stream renderer pays for every string it writes (an `encodeInto` and a `Buffer.byteLength` each, in
 * workerd); the string renderer joins them. A page with nothing to wait for gains nothing from streaming its
 * `<main>` piece by piece, so the document streams as before with its content as one piece: the same HTML,
 * about 5% more uncached home pages per second (`npm run bench`).
 *
 * The resource hints the content asks for (an island's chunks, React's preload of an eager image) come first
 * in the string; they are asked for again in the document's render, which puts them in its head, as it does
 * for content it renders itself.
 */
import { useContext, type ReactNode } from 'react'
import { preload, preloadModule, type PreloadAs, type PreloadOptions } from 'react-dom'
import { renderApart } from './apart.tsx'
import { IslandContext, type IslandCollector } from './island.tsx'
import { usePage, type PageContextValue } from './page-context.tsx'

const HINT = /<link ([^>]*)\/>/g
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g

const UNESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" }
const unescape = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => UNESCAPED[entity]!)

type Hint = () => void

/** A hint another render wrote as a `<link>`, to be asked for again in the render in progress; null if it is of a kind we do not ask for. */
function hintOf(link: string): Hint | null {
  const attributes = Object.fromEntries([...link.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, unescape(value!)]))
  const { rel, href, as, fetchPriority, imageSrcSet, imageSizes, type, media } = attributes
  if (rel === 'modulepreload' && href && !as) return () => preloadModule(href)
  // An image with a srcset is preloaded by it alone, and React writes no href; its API still wants one.
  const url = href ?? imageSrcSet?.trim().split(/\s+/)[0]
  if (rel !== 'preload' || !as || !url || attributes.crossOrigin !== undefined) return null
  const options: PreloadOptions = { as: as as PreloadAs, fetchPriority: fetchPriority as PreloadOptions['fetchPriority'], imageSrcSet, imageSizes, type, media }
  return () => preload(url, options)
}

/** The page's content as HTML, its hints asked for in the render in progress (the document's). */
function wholeMainHtml(main: ReactNode, page: PageContextValue, islands: IslandCollector | null): string {
  const { hints, html } = renderApart(main, page, islands)
  const asked = [...hints.matchAll(HINT)].map(([link]) => hintOf(link))
  // A kind of hint we would not ask for the same way stays where React put it (valid in the body too).
  if (asked.some((hint) => hint === null)) return hints + html
  for (const hint of asked) hint!()
  return html
}

/**
 * `<main>` with the page's content rendered to one string. It renders inside the document's React render,
 * whose head takes the hints it asks for again.
 */
export function WholeMain({ content }: { content: ReactNode }) {
  const html = wholeMainHtml(content, usePage(), useContext(IslandContext))
  return <main id="main" dangerouslySetInnerHTML={{ __html: html }} />
}
