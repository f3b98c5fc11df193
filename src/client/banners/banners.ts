/**
 * The home banners (src/ui/pages/home/BannersSection.tsx): one banner shown at a time, the track moved by a
 * banner's height (`--active`, home.css). Indicators reveal theirs on a moving pointer, on focus and on a
 * click; previous/next, the up/down arrow keys and a swipe or mouse drag step (swipe.ts); only the banner shown can take focus (the others are
 * inert); a video banner plays, pauses and goes full screen by its buttons and stops when left.
 */
import { indicatorKey } from './indicator-key.ts'
import { followSwipes } from './swipe.ts'

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void }

export function startBanners(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.banners__track')
  if (!track) return
  const banners = [...track.querySelectorAll<HTMLElement>('.banner')]
  const indicators = [...root.querySelectorAll<HTMLAnchorElement>('.banners__indicator')]
  const prev = root.querySelector<HTMLButtonElement>('.banners__nav [data-carousel-prev]')
  const next = root.querySelector<HTMLButtonElement>('.banners__nav [data-carousel-next]')
  const total = banners.length
  const { playLabel = '', pauseLabel = '' } = root.dataset
  let active = 0

  const show = (index: number) => {
    active = Math.min(Math.max(index, 0), total - 1)
    track.style.setProperty('--active', String(active))
    banners.forEach((banner, n) => {
      banner.inert = n !== active
      const video = banner.querySelector<HTMLVideoElement>('video')
      if (!video) return
      if (n === active && !video.poster && video.dataset.poster) video.poster = video.dataset.poster
      // Leaving the banner stops its film.
      if (n !== active) video.pause()
    })
    indicators.forEach((indicator, n) => {
      if (n === active) indicator.setAttribute('aria-current', 'true')
      else indicator.removeAttribute('aria-current')
      // One Tab stop, the shown banner's: Tab goes on to the buttons and the banner's controls.
      indicator.tabIndex = n === active ? 0 : -1
    })
    if (prev) prev.disabled = active === 0
    if (next) next.disabled = active === total - 1
  }

  indicators.forEach((indicator, index) => {
    // A pointer moving over an indicator reveals its banner; one resting still does not, even when the rail
    // moves under it (pointerenter would fire then, and switch banners by itself).
    indicator.addEventListener('pointermove', (event) => {
      if (event.pointerType === 'mouse' && index !== active) show(index)
    })
    indicator.addEventListener('focus', () => show(index))
    indicator.addEventListener('click', (event) => {
      event.preventDefault()
      show(index)
      // detail 0: a click the keyboard made (Enter), or assistive technology; a pointer's keeps focus.
      if (event.detail === 0) banners[index]?.focus({ preventScroll: true })
      // A pointer's click has chosen: its title, now the banner's own heading, leaves until the pointer does.
      else indicator.toggleAttribute('data-chosen', true)
    })
    indicator.addEventListener('pointerleave', () => indicator.removeAttribute('data-chosen'))
    indicator.addEventListener('keydown', (event) => {
      const to = indicatorKey(event.key, index, total)
      if (to === null) return
      event.preventDefault()
      indicators[to]?.focus()
    })
  })
  prev?.addEventListener('click', () => show(active - 1))
  next?.addEventListener('click', () => show(active + 1))
  const frame = root.querySelector<HTMLElement>('.banners__frame')
  if (frame && total > 1) followSwipes(frame, (by) => show(active + by))
  frame?.addEventListener('keydown', (event) => {
    const key = event as KeyboardEvent
    if (key.defaultPrevented || key.altKey || key.ctrlKey || key.metaKey) return
    const step = key.key === 'ArrowDown' ? 1 : key.key === 'ArrowUp' ? -1 : 0
    if (!step || (key.target as Element).closest('input, textarea, select')) return
    key.preventDefault()
    show(active + step)
  })

  for (const banner of banners) {
    const video = banner.querySelector<FullscreenVideo>('video')
    if (!video) continue
    const label = banner.querySelector('[data-banner-play-label]')
    const play = () => void video.play().catch(() => undefined)
    // The buttons play it; the browser's own controls only in full screen.
    video.controls = false
    video.addEventListener('play', () => {
      banner.setAttribute('data-playing', '')
      if (label) label.textContent = pauseLabel
    })
    video.addEventListener('pause', () => {
      banner.removeAttribute('data-playing')
      if (label) label.textContent = playLabel
    })
    banner.querySelector('[data-banner-play]')?.addEventListener('click', () => (video.paused ? play() : video.pause()))
    banner.querySelector('[data-banner-fullscreen]')?.addEventListener('click', () => {
      if (video.requestFullscreen) video.requestFullscreen().then(play, () => undefined)
      else video.webkitEnterFullscreen?.()
    })
    document.addEventListener('fullscreenchange', () => (video.controls = document.fullscreenElement === video))
  }

  show(0)
  root.setAttribute('data-ready', '')
}
