/**
 * Where the site may take media from (issue 33): the origin of UPSTREAM_API, against which the CMS's paths
 * (`/profile/upload/2024/05/banner.jpg`) are read, and the origins MEDIA_ORIGINS lists (an object-storage bucket,
 * a CDN of the CMS). Each is known by its host: the media route names a file `/cms-media/{host}/{path}`, and
 * the host says which configured origin it is fetched from. Pure and memoised: the settings are the deployment's.
 */
import * as v from 'valibot'
import { log } from '../log/logger.ts'

export interface MediaOrigins {
  /** The CMS's origin (UPSTREAM_API's), against which a CMS path is resolved; null without UPSTREAM_API. */
  cms: string | null
  /** Every allowed origin by its host (`cms.example.com`, `127.0.0.1:9000`): the CMS's first, then MEDIA_ORIGINS's. */
  byHost: ReadonlyMap<string, string>
  /**
   * Where the CMS's content API answers (`https://cms.example.com/prod-api/v1/`): no file of the media route, even
   * one named like a picture, is fetched from under it. Null without UPSTREAM_API.
   */
  contract: string | null
}

/** An origin as MEDIA_ORIGINS may give it: http(s), a host, perhaps a port and a final slash; nothing else. */
const Origin = v.pipe(
  v.string(),
  v.url(),
  v.check((text) => /^https?:\/\/[^/?#@]+\/?$/i.test(text), 'an origin is http(s)://host[:port], without a path, query or user'),
  v.transform((text) => new URL(text)),
)

const known = new Map<string, MediaOrigins>()

/**
 * The allowed origins of a deployment: UPSTREAM_API's (its path is the API's, not the files') and each entry of
 * MEDIA_ORIGINS (separated by spaces or commas). An entry that is not an origin, or whose host is already taken,
 * is logged and left out; the rest still apply.
 */
export function mediaOrigins(upstreamApi: string | undefined, extra: string | undefined): MediaOrigins {
  const cacheKey = `${upstreamApi ?? ''}\n${extra ?? ''}`
  const cached = known.get(cacheKey)
  if (cached) return cached
  const byHost = new Map<string, string>()
  let cms: string | null = null
  let contract: string | null = null
  const add = (url: URL, setting: string) => {
    const taken = byHost.get(url.host)
    if (taken) return log.warn('media.origin_ignored', { setting, origin: url.origin, reason: `its host is already ${taken}` })
    byHost.set(url.host, url.origin)
  }
  if (upstreamApi) {
    try {
      const url = new URL(upstreamApi)
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        cms = url.origin
        contract = new URL(`${url.pathname.replace(/\/+$/, '')}/v1/`, url.origin).href
        add(url, 'UPSTREAM_API')
      }
    } catch {
      // Not a URL: the content source reports it on its first call; there are no CMS files to read.
    }
  }
  for (const entry of (extra ?? '').split(/[\s,]+/).filter(Boolean)) {
    const parsed = v.safeParse(Origin, entry)
    if (parsed.success) add(parsed.output, 'MEDIA_ORIGINS')
    else log.warn('media.origin_ignored', { setting: 'MEDIA_ORIGINS', origin: entry.slice(0, 120), reason: parsed.issues[0].message })
  }
  const origins = { cms, byHost, contract }
  known.set(cacheKey, origins)
  return origins
}

/** The two settings that say where media may come from (wrangler.toml's [vars]). */
export interface MediaSettings {
  UPSTREAM_API?: string
  MEDIA_ORIGINS?: string
}

/** The allowed origins of these settings. */
export const originsOf = (env: MediaSettings): MediaOrigins => mediaOrigins(env.UPSTREAM_API, env.MEDIA_ORIGINS)
