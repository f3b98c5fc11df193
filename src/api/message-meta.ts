import type { Context } from 'hono'
import type { MessageMeta } from '../content/message.ts'
import type { AppEnv } from '../env.ts'
import type { Lang } from '../routing/locale.ts'
import { clientIpHash } from './client-ip-hash.ts'

/** Longer page paths are not kept: no page of the site has one. */
const PAGE_PATH_MAX = 500

/**
 * The page a message was sent from: a form sent without JavaScript posts to its own page; the API is told by
 * the Referer the site's pages send (same origin only: another site's page is none of ours).
 */
function pagePathOf(c: Context<AppEnv>): string | null {
  const own = new URL(c.req.url)
  let page: URL = own
  if (own.pathname.startsWith('/api/')) {
    const referer = c.req.header('Referer')
    if (!referer || !URL.canParse(referer)) return null
    page = new URL(referer)
    if (page.origin !== own.origin) return null
  }
  const path = page.pathname + page.search
  return path.length <= PAGE_PATH_MAX ? path : null
}

/** What is stored beside a visitor's message, whichever way it came (the API or a form sent without JavaScript). */
export async function messageMeta(c: Context<AppEnv>, language: Lang, spam: boolean): Promise<MessageMeta> {
  const now = new Date()
  return { createdAt: now.toISOString(), language, ipHash: await clientIpHash(c.req.raw.headers, c.env.IP_HASH_SECRET, now), spam, pagePath: pagePathOf(c) }
}
