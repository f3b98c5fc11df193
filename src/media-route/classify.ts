/**
 * The first step of the media route: what a request asks for. Pure: from the URL, the method and a few headers,
 * either the file (its host's URL, its kind by name, the variant of a resized picture, the visitor's conditions)
 * or why the route serves no such thing, before anything is looked up or fetched.
 */
import { formatFor, MEDIA_WIDTHS, widthParam } from '../media/image-options.ts'
import type { MediaOrigins } from '../media/origins.ts'
import { isRasterPath, mediaKindOf, upstreamFile, type MediaKind } from '../media/paths.ts'
import { mediaCacheKey, type Variant } from './media-cache.ts'
import type { Preconditions } from './preconditions.ts'

export interface MediaAsk {
  /** The file at its host. */
  file: URL
  /** What its name says it is. */
  kind: MediaKind
  /** A resized picture (`?w=` on a raster picture): its width and the format the browser takes best. */
  variant: Variant | null
  head: boolean
  preconditions: Preconditions
  /** Its copy's key in the edge cache. */
  key: Request
}

export interface Refusal {
  status: 400 | 404
  reason: string
}

/** A header's value, or undefined when absent. */
const header = (headers: Headers, name: string): string | undefined => headers.get(name) ?? undefined

/** What a GET or HEAD of the media route asks for, or why it is refused (400: a malformed request; 404: no such file). */
export function classify(url: URL, method: 'GET' | 'HEAD', headers: Headers, origins: MediaOrigins): MediaAsk | Refusal {
  const file = upstreamFile(url.pathname, origins)
  if (file === 'origin not allowed') return { status: 404, reason: 'no allowed host has this file' }
  if (file === 'not a file path') return { status: 400, reason: 'not a file path: each part a name, without ., .. or encoded slashes' }
  if (file === 'not a media file') return { status: 404, reason: 'the route serves pictures, videos and PDFs by their names, and nothing of the CMS\'s API' }
  const width = widthParam(url.searchParams.get('w') ?? undefined)
  if (width === 'bad') return { status: 400, reason: `w must be one of ${MEDIA_WIDTHS.join(', ')}` }
  const kind = mediaKindOf(file.pathname)!
  const variant: Variant | null = width && isRasterPath(file.pathname) ? { width, format: formatFor(header(headers, 'Accept')) } : null
  const preconditions: Preconditions = {
    ifNoneMatch: header(headers, 'If-None-Match'),
    ifModifiedSince: header(headers, 'If-Modified-Since'),
    // A resized picture is answered whole.
    ...(variant ? {} : { range: header(headers, 'Range'), ifRange: header(headers, 'If-Range') }),
  }
  return { file, kind, variant, head: method === 'HEAD', preconditions, key: mediaCacheKey(file, variant) }
}
