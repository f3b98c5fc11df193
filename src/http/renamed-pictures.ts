import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { requestUrl } from '../routing/request-url.ts'

/** How long browsers and caches keep the redirect: a day, in case a picture is ever served under its old name again. */
const KEPT = 'public, max-age=86400'

/**
 * The name one of the site's own pictures has now, for a name it had before, or null: `/img/…/a.svg` (served as
 * SVG until issue 36) is `/img/…/a.webp`; `/img/…/a@2x.webp` (or `%402x`, until issue 49: the asset server
 * answered every `@` with a redirect to `%40`) is `/img/…/a-2x.webp`. In one spelling: `//` is one `/`.
 */
export function renamedPath(pathname: string): string | null {
  if (!/^\/img\/(?:[\w/.@-]|%40)+$/.test(pathname)) return null
  const path = pathname.replace(/\/{2,}/g, '/')
  if (/\.svg$/.test(path)) return path.replace(/\.svg$/, '.webp')
  if (/(@|%40)2x\.webp$/i.test(path)) return path.replace(/(@|%40)2x\.webp$/i, '-2x.webp')
  return null
}

/** Whether the static files have `url`; a binding that fails counts as no (the old name is then the 404 page, not an error). */
async function isFile(env: Env, url: URL): Promise<boolean> {
  try {
    const file = await env.ASSETS.fetch(new Request(url, { method: 'HEAD' }))
    await file.body?.cancel()
    return file.ok
  } catch {
    return false
  }
}

/**
 * A picture by a name it had before (renamedPath), which is no file (files are served before the worker) but whose
 * new name is, answers 301 to it: a database seeded before, the start-up bundle in KV, bookmarks and image indexes
 * still name them so. Anything else goes on (to the 404 page).
 */
export const renamedPictures: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = requestUrl(c)
  const renamed = renamedPath(url.pathname)
  if (renamed === null || !(await isFile(c.env, new URL(renamed, url)))) return next()
  return new Response(null, { status: 301, headers: { Location: renamed, 'Cache-Control': KEPT } })
}
