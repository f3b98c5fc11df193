/**
 * How a source's media URLs are read (issue 33). A record's picture may be a path of the site's own files (the
 * demo content in D1), a path of the CMS (`/profile/upload/…`: the CMS's records name its files so), or an
 * absolute URL of an allowed origin; the last two become the media route's path (`/cms-media/{host}/…`).
 *
 * The entity schemas apply the policy of the source whose record they validate. Valibot's transforms take no
 * context, so the source names its policy for the span of its (synchronous) parse with `readingMedia`; outside
 * one, records are read as the site's own (the bundle read back from KV, the seed's data files).
 */
import { originsOf, type MediaOrigins, type MediaSettings } from '../../media/origins.ts'

export interface MediaPolicy {
  /** The origin a path is resolved against: the CMS's for its records; null when paths are the site's own files. */
  pathOrigin: string | null
  /** The origins whose files the media route serves. */
  origins: MediaOrigins
  /** Tells policies apart where results are memoised (sanitised rich text). */
  key: string
}

/** Paths are the site's own files and no other origin is allowed: records already read (the bundle in KV). */
export const SITE_MEDIA: MediaPolicy = { pathOrigin: null, origins: { cms: null, byHost: new Map(), contract: null }, key: 'site' }

let current = SITE_MEDIA

/**
 * `read()` with the schemas reading media URLs by `policy`. It must be synchronous (a valibot parse): the policy
 * holds for its call and no longer, so no other request's parse can run while it is set.
 */
export function readingMedia<T>(policy: MediaPolicy, read: () => T): T {
  const before = current
  current = policy
  try {
    const result = read()
    if (result instanceof Promise) throw new Error('readingMedia takes a synchronous read')
    return result
  } finally {
    current = before
  }
}

/** The policy the schemas apply now. */
export const mediaPolicy = (): MediaPolicy => current

const policies = new Map<string, MediaPolicy>()

/**
 * The policy for records of a deployment's source: the CMS's records name its files by path; D1's name the
 * site's. Both allow absolute URLs of the deployment's media origins (UPSTREAM_API's and MEDIA_ORIGINS's).
 */
export function mediaPolicyFor(env: MediaSettings, paths: 'site' | 'cms'): MediaPolicy {
  const origins = originsOf(env)
  const pathOrigin = paths === 'cms' ? origins.cms : null
  const key = `${paths}\n${env.UPSTREAM_API ?? ''}\n${env.MEDIA_ORIGINS ?? ''}`
  let policy = policies.get(key)
  if (!policy) policies.set(key, (policy = { pathOrigin, origins, key }))
  return policy
}
