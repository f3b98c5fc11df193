/**
 * The in-place change of the list-and-selected-item pattern, in the browser: each item's own page is fetched
 * (it is a complete page, cached at the edge like any other), and what differs between the items is taken
 * from it — the selected-item region, the head (title, description, canonical URL, alternates, OpenGraph,
 * JSON-LD) and the language switcher's links — so the page reads exactly as if it had been loaded.
 */
import { trackFetch } from '../../../client/layout/progress.ts'
import { SELECTED_ITEM_ATTR, SELECTION_HEADING_ATTR } from '../../selection/markers.ts'

/** The head elements that describe the page shown; everything else in the head (styles, icons) stays. */
const HEAD_PARTS = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'script[type="application/ld+json"]',
].join(',')

/** What an item's page contributes to this one. */
export interface ItemPage {
  title: string
  head: Element[]
  region: Element
  /** The item's key (the region's SELECTED_ITEM_ATTR). */
  key: string
  /** The same page in each language, by hreflang. */
  languageLinks: Map<string, string>
}

export function itemPageOf(doc: Document, regionId: string): ItemPage | undefined {
  const region = doc.getElementById(regionId)
  const key = region?.getAttribute(SELECTED_ITEM_ATTR)
  if (!region || !key) return undefined
  const languageLinks = new Map<string, string>()
  for (const link of doc.body.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) languageLinks.set(link.hreflang, link.getAttribute('href') ?? '')
  return { title: doc.title, head: [...doc.head.querySelectorAll(HEAD_PARTS)], region, key, languageLinks }
}

/** The page on screen now, copied, so that going back to it needs no request. */
export function snapshot(regionId: string): ItemPage | undefined {
  const page = itemPageOf(document, regionId)
  return page && { ...page, head: page.head.map((el) => el.cloneNode(true) as Element), region: page.region.cloneNode(true) as Element }
}

const pages = new Map<string, Promise<ItemPage>>()

/** Keyed by path and query: the origin is always this one and a fragment does not change the page. */
export const pageKey = (url: URL) => url.pathname + url.search

export function remember(url: URL, page: ItemPage): void {
  pages.set(pageKey(url), Promise.resolve(page))
}

/**
 * The item page at `url`, fetched once (a prefetch and the click that follows share the request). Rejects
 * when the answer is not that page (an error status, a redirect elsewhere, no region): the caller then lets
 * the browser load it.
 */
export function loadItemPage(url: URL, regionId: string): Promise<ItemPage> {
  const key = pageKey(url)
  let page = pages.get(key)
  if (!page) {
    page = fetch(url, { headers: { Accept: 'text/html' } }).then(async (res) => {
      if (!res.ok || new URL(res.url).pathname !== url.pathname) throw new Error(`${url.href}: ${res.status}`)
      const found = itemPageOf(new DOMParser().parseFromString(await res.text(), 'text/html'), regionId)
      if (!found) throw new Error(`${url.href}: no #${regionId}`)
      return found
    })
    pages.set(key, page)
    page.catch(() => pages.delete(key))
  }
  return page
}

/** `loadItemPage` with the progress bar running while it waits. */
export function fetchItemPage(url: URL, regionId: string): Promise<ItemPage> {
  const cached = pages.has(pageKey(url))
  const page = loadItemPage(url, regionId)
  return cached ? page : trackFetch(page)
}

/** Puts `page` on screen: the region, the title and head, the language links. */
export function showItemPage(page: ItemPage, regionId: string): void {
  const region = document.importNode(page.region, true)
  region.setAttribute('data-entering', '')
  document.getElementById(regionId)?.replaceWith(region)
  document.title = page.title
  const old = [...document.head.querySelectorAll(HEAD_PARTS)]
  // The new ones where the old ones began (insertBefore: workerd's types also declare an Element.before).
  for (const el of page.head) document.head.insertBefore(document.importNode(el, true), old[0] ?? null)
  for (const el of old) el.remove()
  for (const link of document.body.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    const href = page.languageLinks.get(link.hreflang)
    if (href) link.setAttribute('href', href)
  }
}

/** Moves focus to the shown item's heading (it scrolls into view if it is not). */
export function focusHeading(regionId: string): void {
  document.getElementById(regionId)?.querySelector<HTMLElement>(`[${SELECTION_HEADING_ATTR}]`)?.focus()
}
