/**
 * A CMS whose media live on its own hosts, for the browser tests of issue 33: a Node server that answers the
 * content contract (`/api/v1/website/*`) with the records of the site under test (its D1 demo content), each
 * picture, video and file rewritten the way a real CMS names its uploads, and serves those files itself:
 *
 * - as a CMS path (`/profile/upload/img/…`, on the CMS's host),
 * - as an absolute URL of the CMS's host (`http://127.0.0.1:<cms>/profile/upload/img/…`),
 * - as an absolute URL of an object-storage bucket on another host (`http://127.0.0.1:<bucket>/bucket/img/…`),
 *
 * one of the three for each file, so every page mixes them. Files come from `public/`, with Content-Type,
 * ETag and byte ranges as a static file server answers them. A file in `lost` is named in the records by a
 * path the CMS has no file for (`/profile/upload/lost/…`): what a CMS that lost an upload answers.
 */
import { createReadStream, statSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, resolve } from 'node:path'

const publicDir = resolve(import.meta.dirname, '../../public')

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
}

export interface ServedFile {
  host: 'cms' | 'bucket'
  path: string
  range: string | null
  status: number
}

export interface FakeCmsMedia {
  /** The CMS's origin (UPSTREAM_API is `${cms}/api`) and the bucket's (MEDIA_ORIGINS). */
  cms: string
  bucket: string
  /** The site's paths (`/img/…`) that the records name by a file the CMS does not have. */
  lost: Set<string>
  /** Every file request, with its Range and the status it got. */
  served: ServedFile[]
  close(): Promise<void>
}

/** The form a file takes in the CMS's records, the same for a file every time. */
function cmsUrl(path: string, cms: string, bucket: string, lost: ReadonlySet<string>): string {
  if (lost.has(path)) return `/profile/upload/lost${path}`
  let hash = 0
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const form = hash % 3
  return form === 0 ? `/profile/upload${path}` : form === 1 ? `${cms}/profile/upload${path}` : `${bucket}/bucket${path}`
}

/** The site's own file paths in a record (a field, or `src`/`href` inside rich text) named as the CMS names them. */
function rewrite(value: unknown, cms: string, bucket: string, lost: ReadonlySet<string>): unknown {
  if (typeof value === 'string') {
    if (/^\/(img|media)\/[\w./-]+$/.test(value)) return cmsUrl(value, cms, bucket, lost)
    return value.replaceAll(/(src|href)="(\/(?:img|media)\/[\w./-]+)"/g, (_all, attribute: string, path: string) => `${attribute}="${cmsUrl(path, cms, bucket, lost)}"`)
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, cms, bucket, lost))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, cms, bucket, lost)]))
  return value
}

/** A file of `public/` as a static file server answers it: 200, 206 for one byte range, 416, 304 for its ETag. */
function serveFile(req: http.IncomingMessage, res: http.ServerResponse, file: string): number {
  const full = resolve(publicDir, file)
  if (!full.startsWith(`${publicDir}/`)) return end(res, 404)
  let size: number
  let mtime: Date
  try {
    ;({ size, mtime } = statSync(full))
  } catch {
    return end(res, 404)
  }
  const etag = `"${size}-${mtime.getTime()}"`
  res.setHeader('Content-Type', TYPES[extname(full)] ?? 'application/octet-stream')
  res.setHeader('ETag', etag)
  res.setHeader('Last-Modified', mtime.toUTCString())
  res.setHeader('Accept-Ranges', 'bytes')
  if (req.headers['if-none-match'] === etag) return end(res, 304)
  const range = req.headers.range?.match(/^bytes=(\d*)-(\d*)$/)
  let [start, last] = [0, size - 1]
  if (range) {
    ;[start, last] = range[1] === '' ? [size - Number(range[2]), size - 1] : [Number(range[1]), range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1)]
    if (start >= size || start > last) {
      res.setHeader('Content-Range', `bytes */${size}`)
      return end(res, 416)
    }
    res.setHeader('Content-Range', `bytes ${start}-${last}/${size}`)
  }
  res.statusCode = range ? 206 : 200
  res.setHeader('Content-Length', String(last - start + 1))
  if (req.method === 'HEAD') res.end()
  else createReadStream(full, { start, end: last }).pipe(res)
  return res.statusCode
}

function end(res: http.ServerResponse, status: number): number {
  res.statusCode = status
  res.end()
  return status
}

function listen(server: http.Server): Promise<string> {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
}

/** Starts the CMS (its records read from `site`, the site under test served from D1) and its bucket. */
export async function startFakeCmsMedia(site: string): Promise<FakeCmsMedia> {
  const lost = new Set<string>()
  const served: ServedFile[] = []
  let cms = ''
  let bucket = ''
  const file = (host: ServedFile['host'], req: http.IncomingMessage, res: http.ServerResponse, path: string) => {
    const status = serveFile(req, res, path)
    served.push({ host, path, range: req.headers.range ?? null, status })
  }
  const cmsServer = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', cms)
    if (url.pathname.startsWith('/profile/upload/')) return file('cms', req, res, url.pathname.slice('/profile/upload/'.length))
    if (url.pathname === '/api/v1/website/message') {
      res.setHeader('Content-Type', 'application/json')
      return res.end(JSON.stringify({ success: true, message: '' }))
    }
    if (!url.pathname.startsWith('/api/v1/website/')) return end(res, 404)
    const answer = await fetch(`${site}${url.pathname}${url.search}`, { headers: { language: String(req.headers.language ?? 'zh-CN') } })
    res.statusCode = answer.status
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(rewrite(await answer.json(), cms, bucket, lost)))
  })
  const bucketServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', bucket)
    if (!url.pathname.startsWith('/bucket/')) return end(res, 404)
    file('bucket', req, res, url.pathname.slice('/bucket/'.length))
  })
  cms = await listen(cmsServer)
  bucket = await listen(bucketServer)
  const close = (server: http.Server) => new Promise((done) => server.close(done))
  return {
    cms,
    bucket,
    lost,
    served,
    close: async () => {
      cmsServer.closeAllConnections()
      bucketServer.closeAllConnections()
      await Promise.all([close(cmsServer), close(bucketServer)])
    },
  }
}
