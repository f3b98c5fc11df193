import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { CarouselButtons } from './carousel/CarouselButtons.tsx'

export interface BannerTool {
  name: string
  icon: string
  href: string
  /** Opens in a new tab (with rel="noopener"). */
  blank: boolean
}

export interface BannerView {
  id: string
  kind: 'image' | 'video'
  /** The picture, or the video's poster (the banner's `logo`). */
  image: string
  video: string | null
  mark: string
  title: string
  subtitle: string
  details: string
  tools: BannerTool[]
}

export interface HomeBannersProps {
  banners: BannerView[]
  /** Intrinsic size of the banner art (16:9); CSS sizes the box, these keep its ratio known before it loads. */
  width: number
  height: number
  labels: {
    /** `{{n}}` and `{{total}}` are replaced. */
    slide: string
    indicators: string
    prev: string
    next: string
    fullscreen: string
    play: string
    pause: string
    newTab: string
  }
}

const TRACK_ID = 'banners-track'

/** The indicator a key moves focus to: the arrows step (the list is a column or a row) and wrap, Home and End jump. */
function indicatorKey(key: string, index: number, total: number): number | null {
  if (key === 'Home') return 0
  if (key === 'End') return total - 1
  const step = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : 0
  return step ? (index + step + total) % total : null
}

function position(template: string, n: number, total: number): string {
  return template.replace('{{n}}', String(n)).replace('{{total}}', String(total))
}

/**
 * The home banners: a vertical carousel without autoplay. The indicator list on the right reveals a banner on
 * hover, focus or click; the buttons and the arrow keys step through them; the active index follows both.
 * The track slides by a banner's height (home.css). Swiping is off on purpose: a banner that fills the
 * screen would trap the page's own scrolling. Without JavaScript the indicators are links to each banner
 * and the banners scroll (home.css).
 *
 * The keyboard: the previous/next buttons and the indicators come first, the indicators one stop in the Tab
 * order (the shown banner's; the arrow keys, Home and End move between them and show theirs), then the shown
 * banner's controls (the others are inert). So Tab after choosing a banner reaches its play, full-screen and
 * link buttons. Following an indicator with Enter moves focus to its banner, as following the link does
 * without JavaScript.
 */
export default function HomeBanners({ banners, width, height, labels }: HomeBannersProps) {
  const [active, setActive] = useState(0)
  const [ready, setReady] = useState(false)
  const total = banners.length

  useEffect(() => setReady(true), [])

  const go = (index: number) => setActive(Math.min(Math.max(index, 0), total - 1))
  /** Shows the banner and puts focus on it (no longer inert once shown), where its controls come next. */
  const enter = (index: number, banner: HTMLElement | null) => {
    flushSync(() => go(index))
    banner?.focus({ preventScroll: true })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (!step || (event.target as Element).closest('input, textarea, select')) return
    event.preventDefault()
    go(active + step)
  }
  const edges = { ready, atStart: active === 0, atEnd: active === total - 1, locked: total < 2 }

  return (
    <div className={total > 1 ? 'banners banners--nav' : 'banners'} data-ready={ready || undefined}>
      {total > 1 ? (
        <div className="banners__nav">
          {/* Before the indicators in the HTML, so that they never move while the indicators arrive (home.css). */}
          <CarouselButtons vertical edges={edges} prevLabel={labels.prev} nextLabel={labels.next} controls={TRACK_ID} onPrev={() => go(active - 1)} onNext={() => go(active + 1)} />
          <ol className="banners__indicators" aria-label={labels.indicators}>
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <a
                  className="banners__indicator"
                  href={`#banner-${banner.id}`}
                  aria-current={index === active ? 'true' : undefined}
                  // A pointer moving over an indicator reveals its banner; one resting still does not, even when
                  // the rail moves under it (pointerenter would fire then, and switch banners by itself).
                  onPointerMove={(event) => event.pointerType === 'mouse' && index !== active && go(index)}
                  onFocus={() => go(index)}
                  onClick={(event) => {
                    event.preventDefault()
                    // detail 0: a click the keyboard made (Enter), or assistive technology; a pointer's keeps focus.
                    if (event.detail === 0) enter(index, document.getElementById(`banner-${banner.id}`))
                    else go(index)
                  }}
                  // Once the carousel runs, the indicators are one Tab stop (the shown banner's): Tab then goes on
                  // to the buttons and the banner's controls instead of showing each banner in turn.
                  tabIndex={ready ? (index === active ? 0 : -1) : undefined}
                  onKeyDown={(event) => {
                    const to = indicatorKey(event.key, index, total)
                    if (to === null) return
                    event.preventDefault()
                    const list = event.currentTarget.closest('ol')
                    list?.querySelectorAll('a')[to]?.focus()
                  }}
                >
                  <span className="banners__number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className="banners__label">{banner.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div className="banners__frame" onKeyDown={onKeyDown}>
        <div className="banners__track" id={TRACK_ID} style={{ '--active': active } as CSSProperties}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              index={index}
              total={total}
              active={index === active}
              ready={ready}
              width={width}
              height={height}
              labels={labels}
            />
          ))}
        </div>
      </div>
    </div>
  )
}

interface BannerSlideProps {
  banner: BannerView
  index: number
  total: number
  active: boolean
  /** The carousel runs (after hydration). */
  ready: boolean
  width: number
  height: number
  labels: HomeBannersProps['labels']
}

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void }

/**
 * One banner. Its picture (a video banner's poster) is an <img>: the first banner's is the page's LCP —
 * eager, `fetchpriority="high"`, preloaded from the head, inside <picture> so that React adds no preload of
 * its own — and the others load lazily, when they come into view. A video banner's <video> lies on top of
 * it, transparent until it plays; it gets its `poster` once shown, so an unseen poster costs no bytes. It
 * never plays by itself.
 */
function BannerSlide({ banner, index, total, active, ready, width, height, labels }: BannerSlideProps) {
  const video = useRef<FullscreenVideo>(null)
  const [playing, setPlaying] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  const [shown, setShown] = useState(false)
  const isVideo = banner.kind === 'video' && Boolean(banner.video)
  const first = index === 0

  useEffect(() => {
    if (ready && active) setShown(true)
    // Leaving the banner stops its film.
    if (!active) video.current?.pause()
  }, [ready, active])

  useEffect(() => {
    if (!isVideo) return
    const onChange = () => setFullscreen(document.fullscreenElement === video.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [isVideo])

  const play = () => void video.current?.play().catch(() => setPlaying(false))
  const enterFullscreen = () => {
    const el = video.current
    if (!el) return
    if (el.requestFullscreen) {
      el.requestFullscreen()
        .then(play)
        .catch(() => undefined)
    } else {
      el.webkitEnterFullscreen?.()
    }
  }

  return (
    <div
      id={`banner-${banner.id}`}
      className="banner"
      role="group"
      aria-label={position(labels.slide, index + 1, total)}
      // Once the carousel runs, only the banner on screen takes focus; the indicators reach the others and,
      // followed with the keyboard, focus it (-1: never a Tab stop of its own).
      inert={ready && !active}
      tabIndex={-1}
    >
      <div className="banner__media">
        <picture>
          <img
            src={banner.image}
            alt=""
            width={width}
            height={height}
            loading={first ? 'eager' : 'lazy'}
            decoding={first ? undefined : 'async'}
            fetchPriority={first ? 'high' : undefined}
          />
        </picture>
        {isVideo ? (
          <video
            ref={video}
            poster={shown ? banner.image : undefined}
            width={width}
            height={height}
            preload="none"
            muted
            loop
            playsInline
            // Without JavaScript the browser's own controls play it; with it the buttons below, and full screen.
            controls={!ready || fullscreen}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            <source src={banner.video ?? undefined} type="video/mp4" />
          </video>
        ) : null}
      </div>
      <div className="banner__text">
        {banner.mark ? <p className="banner__mark">{banner.mark}</p> : null}
        <h2 className="banner__title">{banner.title}</h2>
        {banner.subtitle ? <p className="banner__subtitle">{banner.subtitle}</p> : null}
        {banner.details ? <p className="banner__details">{banner.details}</p> : null}
        {isVideo || banner.tools.length > 0 ? (
          <div className="banner__actions">
            {isVideo ? (
              <>
                <button type="button" className="banner__button banner__play" onClick={() => (playing ? video.current?.pause() : play())}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
                  </svg>
                  <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
                </button>
                <button type="button" className="banner__button banner__fullscreen" onClick={enterFullscreen}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  <span className="visually-hidden">{labels.fullscreen}</span>
                </button>
              </>
            ) : null}
            {banner.tools.map((tool) => (
              <a key={tool.href + tool.name} className="banner__tool" href={tool.href} target={tool.blank ? '_blank' : undefined} rel={tool.blank ? 'noopener' : undefined}>
                {tool.icon ? <img src={tool.icon} alt="" width={20} height={20} loading="lazy" decoding="async" /> : null}
                {tool.name}
                {tool.blank ? <span className="visually-hidden"> {labels.newTab}</span> : null}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  )
}
