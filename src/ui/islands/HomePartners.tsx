import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { CarouselButtons } from './home/CarouselButtons.tsx'
import { NOT_READY, startCarousel, whenNear, type Edges, type Swiper } from './home/carousel.ts'
import { pagePadding, PARTNERS_PER_GROUP } from './home/partner-pages.ts'

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
    /** `{{n}}` and `{{total}}` are replaced. */
    slide: string
  }
  /** Intrinsic size of the logo wordmarks. */
  logoWidth: number
  logoHeight: number
}

const panelId = (code: string) => `partners-${code}`
const tabId = (code: string) => `partners-tab-${code}`

function chunk<T>(items: T[], size: number): T[][] {
  const groups: T[][] = []
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size))
  return groups
}

/**
 * Partners grouped by case type, one tab per case category; the first is active. Each category's logos
 * are a carousel of groups of six: one group per view below 768 px, two below 1024 px, four above (6, 12
 * and 24 logos), paging by a view. Without JavaScript the tabs are links to their panels (CSS `:target`).
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

/** One category's logos; Swiper starts when the panel first shows near the viewport (a hidden panel has no size). */
function PartnerPanel({ category, active, labels, logoWidth, logoHeight }: PartnerPanelProps) {
  const [edges, setEdges] = useState<Edges>(NOT_READY)
  const swiperRef = useRef<Swiper | null>(null)
  const swiperId = `${panelId(category.code)}-swiper`
  const groups = chunk(category.partners, PARTNERS_PER_GROUP)
  const padding = pagePadding(groups.length)

  useEffect(() => {
    if (!active) return
    if (swiperRef.current) {
      swiperRef.current.update()
      return
    }
    const el = document.getElementById(swiperId)
    if (!el) return
    return whenNear(el, () => {
      swiperRef.current = startCarousel(el, { slidesPerGroup: 1, breakpoints: { 768: { slidesPerGroup: 2 }, 1024: { slidesPerGroup: 4 } } }, setEdges)
    })
  }, [active, swiperId])

  useEffect(
    () => () => {
      swiperRef.current?.destroy(true, false)
      swiperRef.current = null
    },
    [],
  )

  return (
    <div className="partners__panel carousel" id={panelId(category.code)} role="tabpanel" aria-labelledby={tabId(category.code)} hidden={!active}>
      <div className="swiper swiper-horizontal" id={swiperId}>
        <div className="swiper-wrapper">
          {groups.map((group, index) => (
            <div key={index} className="swiper-slide partners__group" role="group" aria-label={labels.slide.replace('{{n}}', String(index + 1)).replace('{{total}}', String(groups.length))}>
              {group.map((partner) => (
                <img key={partner.logo + partner.name} className="partners__logo" src={partner.logo} alt={partner.name} width={logoWidth} height={logoHeight} loading="lazy" decoding="async" />
              ))}
            </div>
          ))}
          {/* Empty groups complete the last view, so paging by a view always lands on a full one. */}
          {padding.map((size, index) => (
            <div key={`pad-${index}`} className={`swiper-slide partners__group partners__group--pad-${size}`} aria-hidden="true" />
          ))}
        </div>
      </div>
      <CarouselButtons
        edges={edges}
        prevLabel={labels.prev}
        nextLabel={labels.next}
        controls={swiperId}
        onPrev={() => swiperRef.current?.slidePrev()}
        onNext={() => swiperRef.current?.slideNext()}
      />
    </div>
  )
}
