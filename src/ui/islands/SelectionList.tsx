import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { startCarousel, type Carousel } from '../carousel/script/carousel.ts'
import { Pieces } from '../content/Pieces.tsx'
import { Icon } from '../layout/icons.tsx'
import { fetchItemPage, focusHeading, loadItemPage, pageKey, remember, showItemPage, snapshot } from './selection/item-page.ts'
import { PictureImage } from '../content/PictureImage.tsx'
import type { ResponsiveImage } from '../content/responsive.ts'

export interface SelectionListItem {
  /** The item's code; the SelectedItem region of its page carries the same key. */
  key: string
  /** The item's own page (`?id=…`), a complete page that works without JavaScript. */
  href: string
  name: string
  /** The name cut where a line may break (src/ui/text/words.ts), on the server: hydration sees the same pieces. */
  namePieces: readonly string[]
  /** The card's picture with its sizes chosen on the server (src/ui/content/responsive.ts): hydration sees the same. */
  picture: ResponsiveImage
}

export interface SelectionListProps {
  items: SelectionListItem[]
  /** The key of the item the page shows. */
  selected: string
  /** The id of the SelectedItem region this list drives. */
  region: string
  /** Intrinsic size of the card images. */
  imageWidth: number
  imageHeight: number
  labels: {
    prev: string
    next: string
    /** Announced when the arrows change the item; `{{name}}` is replaced. */
    shown: string
  }
}

/** A plain left click: anything else (a new tab, a download) is the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * The list of the list-and-selected-item pattern: a carousel of cards, each a real link to its item's page.
 * Once hydrated, choosing a card (or the previous/next arrows) fetches that page and swaps its
 * SelectedItem region and head in place, the URL follows with `history` and back/forward restore the item.
 * A card focuses the item's heading; the arrows keep focus and announce the item. When an item's page cannot
 * be had, the browser simply loads it.
 */
export default function SelectionList({ items, selected: initial, region, imageWidth, imageHeight, labels }: SelectionListProps) {
  const [selected, setSelected] = useState(initial)
  const [ready, setReady] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const track = useRef<HTMLUListElement>(null)
  const carousel = useRef<Carousel | null>(null)
  /** The page on screen (path and query), and the latest request to change it: older answers are dropped. */
  const shown = useRef('')
  const latest = useRef(0)
  const index = items.findIndex((item) => item.key === selected)

  useEffect(() => {
    const here = new URL(location.href)
    shown.current = pageKey(here)
    const current = snapshot(region)
    if (current) remember(here, current)
    const el = track.current
    if (el) {
      carousel.current = startCarousel(el)
      carousel.current.reveal(items.findIndex((item) => item.key === initial), true)
    }
    setReady(true)

    const onPopState = () => {
      const url = new URL(location.href)
      if (pageKey(url) !== shown.current) void show(url, { push: false, focus: false })
    }
    addEventListener('popstate', onPopState)
    return () => {
      removeEventListener('popstate', onPopState)
      carousel.current?.stop()
      carousel.current = null
    }
    // Once: a page's list and region never change.
  }, [])

  useEffect(() => {
    if (index >= 0) carousel.current?.reveal(index)
  }, [index])

  async function show(url: URL, how: { push: boolean; focus: boolean; announce?: boolean }) {
    const ticket = ++latest.current
    try {
      const page = await fetchItemPage(url, region)
      if (ticket !== latest.current) return
      showItemPage(page, region)
      if (how.push) history.pushState(null, '', url)
      shown.current = pageKey(url)
      setSelected(page.key)
      if (how.focus) focusHeading(region)
      const name = items.find((item) => item.key === page.key)?.name
      setAnnouncement(how.announce && name ? labels.shown.replace('{{name}}', name) : '')
    } catch {
      if (ticket !== latest.current) return
      // Going back or forward, the address is already the item's: load it. Otherwise go there.
      if (how.push) location.assign(url)
      else location.reload()
    }
  }

  function choose(key: string, how: { focus: boolean; announce: boolean }) {
    const item = items.find((i) => i.key === key)
    if (!item) return
    setSelected(key)
    const url = new URL(item.href, location.href)
    if (pageKey(url) === shown.current) {
      if (how.focus) focusHeading(region)
      return
    }
    void show(url, { push: true, ...how })
  }

  const prefetch = (key: string | undefined) => {
    const item = items.find((i) => i.key === key)
    if (item && ready) loadItemPage(new URL(item.href, location.href), region).catch(() => undefined)
  }

  const prev = items[index - 1]
  const next = items[index + 1]

  return (
    <div className="selection-list" data-ready={ready || undefined}>
      <ul className="carousel__track selection-list__items" ref={track}>
        {items.map((item) => (
          <li key={item.key} className="carousel__slide selection-list__item">
            <a
              className="selection-card"
              href={item.href}
              aria-current={item.key === selected ? 'page' : undefined}
              onClick={(event) => {
                if (!ready || !isPlainClick(event)) return
                event.preventDefault()
                choose(item.key, { focus: true, announce: false })
              }}
              onPointerEnter={() => prefetch(item.key)}
              onFocus={() => prefetch(item.key)}
            >
              <PictureImage className="selection-card__image" image={item.picture} alt="" width={imageWidth} height={imageHeight} />
              <span className="selection-card__name">
                <Pieces pieces={item.namePieces} />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="selection-list__arrows">
        {(['prev', 'next'] as const).map((way) => {
          const target = way === 'prev' ? prev : next
          return (
            <button
              key={way}
              type="button"
              className={`selection-arrow selection-arrow--${way}`}
              aria-label={labels[way]}
              aria-controls={region}
              disabled={!ready}
              // At an end the arrow stays focusable (focus is not lost under the visitor's finger).
              aria-disabled={ready && !target ? true : undefined}
              onClick={() => target && choose(target.key, { focus: false, announce: true })}
              onPointerEnter={() => prefetch(target?.key)}
              onFocus={() => prefetch(target?.key)}
            >
              {/* Points right; selection.css turns the previous arrow's around. */}
              <Icon name="chevron" size={20} />
            </button>
          )
        })}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
