/**
 * What the home page does with a visitor while the event's window is open (spec §2 Other, §4). Pure: the
 * request's facts in, a decision out (activity-middleware.ts acts on it).
 *
 * - `redirect`: a visitor arriving at a home page (`/`, `/en/`) without the activity cookie is sent to the
 *   Activity page of that language. The redirect sets the cookie too, so they are never sent twice in a row.
 * - `left`: a visitor coming from an Activity page (its `Referer`) has left it for the home page: they see the
 *   home page, and the cookie is set afresh.
 * - `none`: everything else, and always for crawlers (they index the home page itself), for requests other
 *   than GET and HEAD (a form sent from the home page), and while the window is closed.
 */
import { isCrawler } from '../http/crawler.ts'
import { readCookie, stripLangPrefix } from '../routing/locale.ts'
import { matchRoute } from '../routing/routes.ts'
import { windowOpen, type ActivityEvent } from './event.ts'
import { ACTIVITY_COOKIE } from './settings.ts'

export interface Arrival {
  method: string
  url: URL
  userAgent?: string | null
  cookie?: string | null
  referer?: string | null
}

export type ArrivalDecision = 'none' | 'redirect' | 'left'

export const isHomePath = (pathname: string) => stripLangPrefix(pathname) === '/'

/** Whether `referer` is an Activity page of this site (either language). */
function fromActivityPage(referer: string | null | undefined, url: URL): boolean {
  if (!referer) return false
  try {
    const from = new URL(referer)
    return from.origin === url.origin && matchRoute(from.pathname)?.name === 'Activity'
  } catch {
    return false
  }
}

export function arrivalDecision({ method, url, userAgent, cookie, referer }: Arrival, event: ActivityEvent | undefined, now: number): ArrivalDecision {
  if ((method !== 'GET' && method !== 'HEAD') || !isHomePath(url.pathname) || isCrawler(userAgent)) return 'none'
  if (!windowOpen(event, now)) return 'none'
  if (fromActivityPage(referer, url)) return 'left'
  return readCookie(cookie, ACTIVITY_COOKIE) === undefined ? 'redirect' : 'none'
}
