/**
 * Runs `start` once `el` comes within a screen of the viewport: a carousel further down starts when the
 * visitor gets there, not while the page loads (and sections below the first screen skip their layout until
 * then). Returns a function that stops waiting.
 */
export function whenNear(el: Element, start: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    start()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: '100% 0px' },
  )
  observer.observe(el)
  return () => observer.disconnect()
}
