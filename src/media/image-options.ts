/**
 * Pictures sized for the screen (issue 33). A raster picture of the media route takes `?w=` (one of a few
 * widths, so the edge keeps a few copies of it, not one per pixel), and on Cloudflare the route asks Cloudflare
 * Images to resize it to that width and re-encode it in the best format the browser's `Accept` names.
 * workerd does not transform: locally the original is served, and the tests check what is asked for.
 */

/** The widths a page's `srcset` offers and the route takes, in CSS pixels of the picture's file. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920, 2560] as const
export type MediaWidth = (typeof MEDIA_WIDTHS)[number]

/** Cloudflare Images' quality (1–100) for re-encoded pictures: visually clean at about half JPEG 90's bytes. */
export const MEDIA_QUALITY = 80

/** Formats re-encoded to, best first, by the `Accept` header's image types. */
const FORMATS = [
  ['image/avif', 'avif'],
  ['image/webp', 'webp'],
] as const
export type MediaFormat = (typeof FORMATS)[number][1]

/** `?w=` as a width the route takes; null when absent; 'bad' for any other value. */
export function widthParam(value: string | undefined): MediaWidth | null | 'bad' {
  if (value === undefined) return null
  const width = Number(value)
  return /^\d{1,4}$/.test(value) && (MEDIA_WIDTHS as readonly number[]).includes(width) ? (width as MediaWidth) : 'bad'
}

/**
 * The best format the browser takes (`Accept: image/avif,image/webp,*\/*`), or null to keep the file's own. A type
 * with `q=0` is one the browser refuses (RFC 9110 §12.4.2), however early it is listed.
 */
export function formatFor(accept: string | undefined): MediaFormat | null {
  const taken = new Set<string>()
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    if (q === undefined || Number(q.slice(2)) > 0) taken.add(type)
  }
  return FORMATS.find(([type]) => taken.has(type))?.[1] ?? null
}

/** What a transformed fetch asks Cloudflare Images for (`fetch(url, { cf: { image } })`). */
export interface ImageTransform {
  width: MediaWidth
  quality: number
  /** Never enlarged: a smaller original is sent at its own size. */
  fit: 'scale-down'
  /** Re-encoded only when the browser said it takes a better format. */
  format?: MediaFormat
  /** Camera data (place, device) is dropped: smaller, and nobody's location leaks from a photo. */
  metadata: 'none'
}

export function imageTransform(width: MediaWidth, format: MediaFormat | null): ImageTransform {
  return { width, quality: MEDIA_QUALITY, fit: 'scale-down', metadata: 'none', ...(format ? { format } : {}) }
}
