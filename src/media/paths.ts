/**
 * The media route's URLs (issue 33): a file of an allowed origin is `/cms-media/{host}{path}` on the site, so
 * pages, the CSP (`'self'`) and the edge cache see only the site's own URLs. Pure: content uses it to rewrite
 * what it reads, the route to find the file again.
 */
import type { MediaOrigins } from './origins.ts'

export const MEDIA_ROUTE = '/cms-media'

/** Longest file path taken (the part after the host); longer ones are no file a CMS names. */
const MAX_PATH = 1024

/** Characters a decoded path segment never holds: separators and control characters. */
const BAD_SEGMENT = /[/\\\u0000-\u001f\u007f]/

/**
 * `raw` (a path: `/profile/upload/a b.jpg` or `/profile/upload/a%20b.jpg`) in one spelling, each segment decoded
 * and encoded again, so one file has one URL and one cache entry; null when it is no plain file path: empty
 * segments (`//`, a final `/`), `.` and `..` segments however spelled (`%2e%2E`), encoded separators (`%2F`, `%5C`),
 * control characters, a broken escape, or over 1,024 characters.
 */
export function filePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.length > MAX_PATH) return null
  const segments = raw.slice(1).split('/')
  const clean: string[] = []
  for (const segment of segments) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return null
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || BAD_SEGMENT.test(decoded)) return null
    clean.push(encodeURIComponent(decoded))
  }
  const path = `/${clean.join('/')}`
  return path.length > MAX_PATH ? null : path
}

/**
 * Whether a URL's text walks up or stays put with a `.` or `..` segment (plain or percent-encoded, after `/` or
 * `\`). The URL parser resolves them silently, so this reads the text as written: content that names a file
 * by climbing out of a folder is refused, not quietly rewritten.
 */
export function hasDotSegment(raw: string): boolean {
  const path = raw.split(/[?#]/, 1)[0] ?? ''
  return path.split(/[/\\]/).some((segment) => /^(\.|%2e){1,2}$/i.test(segment))
}

/** Why a URL cannot be served through the media route. */
export type MediaRefusal = 'origin not allowed' | 'not a file path' | 'not a media file' | 'query string' | 'user in URL'

/**
 * Whether the route fetches `file` of an allowed origin: a picture, video or PDF by its name (what content may name),
 * never under the CMS's content API, whatever it is called.
 */
const isServedFile = (file: URL, origins: MediaOrigins): boolean =>
  isMediaFilePath(file.pathname) && !(origins.contract !== null && file.href.startsWith(origins.contract))

/**
 * The site path serving `url` (a file of an allowed origin): `/cms-media/{host}{path}`. A URL with a query
 * (`?url=https://elsewhere/…`, a signed link) or a user, whose path is no plain file path, or that names no
 * picture, video or PDF, is refused: the route fetches media files of an allowed origin and nothing else.
 */
export function mediaRoutePath(url: URL, origins: MediaOrigins): string | MediaRefusal {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'origin not allowed'
  if (!origins.byHost.has(url.host)) return 'origin not allowed'
  if (url.username || url.password) return 'user in URL'
  if (url.search) return 'query string'
  const path = filePath(url.pathname)
  if (path === null) return 'not a file path'
  return isServedFile(new URL(path, url.origin), origins) ? `${MEDIA_ROUTE}/${url.host}${path}` : 'not a media file'
}

/**
 * The file a media route path names (`/cms-media/cms.example.com/profile/a.jpg`): its allowed origin's URL, or
 * why there is none: a host that is no allowed origin's, a path that is no plain file path, or one that names no
 * picture, video or PDF (or lies under the CMS's API).
 */
export function upstreamFile(pathname: string, origins: MediaOrigins): URL | 'origin not allowed' | 'not a file path' | 'not a media file' {
  const rest = pathname.startsWith(`${MEDIA_ROUTE}/`) ? pathname.slice(MEDIA_ROUTE.length + 1) : ''
  const slash = rest.indexOf('/')
  const origin = slash > 0 ? origins.byHost.get(rest.slice(0, slash).toLowerCase()) : undefined
  if (!origin) return 'origin not allowed'
  const path = filePath(rest.slice(slash))
  if (!path) return 'not a file path'
  const file = new URL(path, origin)
  return isServedFile(file, origins) ? file : 'not a media file'
}

/** What a media file holds, by its name's extension: the only files the content may name and the route serves. */
export type MediaKind = 'image' | 'video' | 'pdf'

const KIND_BY_EXTENSION: Readonly<Record<string, MediaKind>> = {
  jpg: 'image', jpeg: 'image', png: 'image', webp: 'image', avif: 'image', gif: 'image', svg: 'image', ico: 'image', bmp: 'image',
  mp4: 'video', m4v: 'video', webm: 'video', mov: 'video', ogv: 'video',
  pdf: 'pdf',
}

const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i

/** The kind of file a path names by its extension (`/a/b.JPG` → image), or null for any other path. */
export function mediaKindOf(path: string): MediaKind | null {
  const extension = /\.([a-z0-9]{2,4})$/i.exec(path)?.[1]?.toLowerCase()
  return (extension && KIND_BY_EXTENSION[extension]) || null
}

/** A photo-like picture (not SVG): the route can resize and re-encode it, so pages give it a `srcset`. */
export const isRasterPath = (path: string): boolean => RASTER.test(path)
/** A picture, video or PDF by its name: a link to such a file of an allowed origin goes through the route too. */
export const isMediaFilePath = (path: string): boolean => mediaKindOf(path) !== null

/** `path` with `suffix` before its extension: how the site's own picture names its other files. */
const withSuffix = (path: string, suffix: string): string => path.replace(/(\.[a-z0-9]+)$/i, `${suffix}$1`)

/**
 * The file of the site's own picture `path` (`/img/a/b.webp`) drawn at twice its width, for dense screens:
 * `/img/a/b-2x.webp`. scripts/media/make-images.ts writes both; pages offer both in `srcset`. No `@` in the name:
 * the asset server answers `@` with a redirect to its `%40` spelling, a round trip for every dense picture.
 */
export const densePath = (path: string): string => withSuffix(path, '-2x')

/**
 * The file of the site's own picture `path` drawn at half its width, for small boxes (`/img/a/b-half.webp`): a
 * product of the overview's ring, 128 px, shown from its 800 px file decoded sixteen times the pixels it shows.
 * make-images writes one for the products' pictures only (hasHalfFile), the ones the product overview shows.
 */
export const halfPath = (path: string): string => withSuffix(path, '-half')

/** Whether the site's own picture `path` (`/img/…`) has a -half file: the products' pictures. */
export const hasHalfFile = (path: string): boolean => path.startsWith('/img/products/')
