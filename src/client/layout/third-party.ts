/**
 * Loads the third-party statistics and chat scripts the server listed for this page (zh-CN, not the File
 * page), once the window is at least 768 px wide (spec §4). Nothing is listed by default.
 */

export function loadThirdPartyScripts(holder: HTMLElement): void {
  let urls: unknown
  try {
    urls = JSON.parse(holder.dataset.thirdPartyScripts ?? '[]')
  } catch {
    return
  }
  if (!Array.isArray(urls) || urls.length === 0) return
  const wide = matchMedia(`(min-width: ${Number(holder.dataset.minWidth) || 768}px)`)
  const load = () => {
    for (const src of urls) {
      if (typeof src !== 'string') continue
      const script = document.createElement('script')
      script.src = src
      script.async = true
      document.head.appendChild(script)
    }
  }
  if (wide.matches) {
    load()
    return
  }
  const onChange = (event: MediaQueryListEvent) => {
    if (!event.matches) return
    wide.removeEventListener('change', onChange)
    load()
  }
  wide.addEventListener('change', onChange)
}
