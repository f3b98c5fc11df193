import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { CarouselButtons } from './carousel/CarouselButtons.tsx'
import { useCarousel } from './carousel/use-carousel.ts'

export interface PartnerLogo {
  name: string
  logo: string
}

export interface PartnerCategory {
  /** The case category's code (its caseType). */
  code: string
  name: string
  partners: PartnerLogo[]
}

export interface HomePartnersProps {
  categories: PartnerCategory[]
  labels: {
    tabs: string
    prev: string
    next: string
  }
  /** Intrinsic size of the logo wordmarks. */
  logoWidth: number
  logoHeight: number
}

const panelId = (code: string) => `partners-${code}`
const tabId = (code: string) => `partners-tab-${code}`
const trackId = (code: string) => `partners-${code}-track`

/**
 * Partners grouped by case type, one tab per case category; the first is active. Each category's logos fill
 * a scrolling grid, column by column: a view holds 6 logos below 768 px, 12 below 1024 px and 24 above, in
 * as many rows as keep every logo legible (home.css), and the buttons page by a view. Without JavaScript
 * the tabs are links to their panels (CSS `:target`).
 */
export default function HomePartners({ categories, labels, logoWidth, logoHeight }: HomePartnersProps) {
  const [active, setActive] = useState(0)
  const [hydrated, setHydrated] = useState(false)
  const tabs = useRef<(HTMLAnchorElement | null)[]>([])

  useEffect(() => {
    setHydrated(true)
    // A link to one of the panels (what the tabs are without JavaScript) opens that tab.
    const linked = categories.findIndex((c) => `#${panelId(c.code)}` === location.hash)
    if (linked > 0) setActive(linked)
  }, [categories])

  const onKeyDown = (event: KeyboardEvent) => {
    const last = categories.length - 1
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = next > last ? 0 : next < 0 ? last : next
    setActive(index)
    tabs.current[index]?.focus()
  }

  return (
    <div className="partners" data-hydrated={hydrated || undefined}>
      <div className="partners__tabs" role="tablist" aria-label={labels.tabs} onKeyDown={onKeyDown}>
        {categories.map((category, index) => (
          <a
            key={category.code}
            ref={(el) => {
              tabs.current[index] = el
            }}
            id={tabId(category.code)}
            className="partners__tab"
            role="tab"
            href={`#${panelId(category.code)}`}
            aria-selected={index === active}
            aria-controls={panelId(category.code)}
            // Roving focus once hydrated: Tab reaches the active tab, the arrow keys the others.
            tabIndex={hydrated ? (index === active ? 0 : -1) : undefined}
            onClick={(event) => {
              event.preventDefault()
              setActive(index)
            }}
          >
            {category.name}
          </a>
        ))}
      </div>
      <div className="partners__panels">
        {categories.map((category, index) => (
          <PartnerPanel key={category.code} category={category} active={index === active} labels={labels} logoWidth={logoWidth} logoHeight={logoHeight} />
        ))}
      </div>
    </div>
  )
}

interface PartnerPanelProps {
  category: PartnerCategory
  active: boolean
  labels: HomePartnersProps['labels']
  logoWidth: number
  logoHeight: number
}

/** One category's logos; its buttons start working once the panel shows near the viewport (a hidden panel has no size). */
function PartnerPanel({ category, active, labels, logoWidth, logoHeight }: PartnerPanelProps) {
  const id = trackId(category.code)
  const { edges, page } = useCarousel(id, active)

  return (
    <div className="partners__panel" id={panelId(category.code)} role="tabpanel" aria-labelledby={tabId(category.code)} hidden={!active}>
      {/* Focusable, so the keyboard can scroll it (it holds no links). */}
      <div className="carousel__track partners__grid" id={id} tabIndex={0} role="group" aria-labelledby={tabId(category.code)}>
        {category.partners.map((partner) => (
          <img key={partner.logo + partner.name} className="partners__logo" src={partner.logo} alt={partner.name} width={logoWidth} height={logoHeight} loading="lazy" decoding="async" />
        ))}
      </div>
      <CarouselButtons
        edges={edges}
        prevLabel={labels.prev}
        nextLabel={labels.next}
        controls={id}
        onPrev={() => page(-1)}
        onNext={() => page(1)}
      />
    </div>
  )
}
