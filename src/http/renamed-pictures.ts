import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { requestUrl } from '../routing/request-url.ts'

/** One of the site's own pictures by the name it had before it was served as WebP. */
const OLD_NAME = /^\/img\/[\w/.-]+\.svg$/

/** How long browsers and caches keep the redirect: a day, in case a drawing is ever served as SVG again. */
const KEPT = 'public, max-age=86400'

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
 * `/img/…/a.svg`, which is no file (files are served before the worker) but whose `a.webp` is, answers 301 to it.
 * The site's content pictures were SVG until issue 36: a database seeded before, the start-up bundle in KV,
 * bookmarks and image indexes still name them so. Anything else goes on (to the 404 page).
 */
export const renamedPictures: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = requestUrl(c)
  if (!OLD_NAME.test(url.pathname)) return next()
  // One hop to the file's one spelling: `/img//a/b.svg` goes straight to `/img/a/b.webp`.
  const renamed = url.pathname.replace(/\/{2,}/g, '/').replace(/\.svg$/, '.webp')
  if (!(await isFile(c.env, new URL(renamed, url)))) return next()
  return new Response(null, { status: 301, headers: { Location: renamed, 'Cache-Control': KEPT } })
}
