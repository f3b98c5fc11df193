/**
 * A picture whose file cannot be had (the CMS lost it; the media route answered 404 or 502) keeps its box, so
 * nothing moves, and shows nothing in it: no broken-image icon, no alt text drawn over the layout (site.css
 * hides `img[data-failed]`). A picture that loads again later (a new `src`) shows again.
 */
export function hidePicturesThatFail(root: Document): void {
  root.addEventListener('error', (event) => event.target instanceof HTMLImageElement && event.target.setAttribute('data-failed', ''), true)
  root.addEventListener('load', (event) => event.target instanceof HTMLImageElement && event.target.removeAttribute('data-failed'), true)
  // Those that failed before this script ran: a finished picture that cannot be decoded is a broken one.
  for (const image of root.images) {
    if (image.complete && image.getAttribute('src')) image.decode().catch(() => image.complete && image.naturalWidth === 0 && image.setAttribute('data-failed', ''))
  }
}
