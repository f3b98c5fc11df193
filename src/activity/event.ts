/**
 * The launch event as the site config describes it (spec §3 site config, one key per setting, `_en` for
 * English). Pure: the bundle's settings and a time in, what the site shows and does out.
 *
 * - `activity_event`: name = the event's title, valueDefault = when it starts (ISO 8601 with offset),
 *   description = a short text.
 * - `activity_window`: valueDefault = `start/end` (ISO 8601 instants), one for both languages (no `_en` key):
 *   while it is open the home page sends visitors to the Activity page first and shows the event's entry.
 * - `activity_live_stream`: valueDefault = the live stream's URL (https: or http:); `_en` may name another
 *   stream for English visitors.
 * - What is left once the window has closed: `activity_recording`, valueDefault = the recording's URL (https: or
 *   http:; `_en` may name another), and `activity_article`, valueDefault = the article about it (a site path,
 *   shown in the visitor's language, or an https:/http: URL).
 * - `activity`: the page's SEO texts, like every page code.
 */
import type { Config } from '../content/model/entities.ts'
import { safeLink } from '../content/sanitize/urls.ts'
import { localizedPath, type Lang } from '../routing/locale.ts'
import { findConfig } from '../seo/site-config.ts'
import { HOME_ACTIVE_FROM } from './settings.ts'

export interface EventWindow {
  opens: number
  closes: number
}

export interface ActivityEvent {
  title: string
  text: string
  /** When it starts (ISO 8601), if the setting holds a valid time. */
  startsAt?: string
  liveStreamUrl?: string
  /** Once it is over: its recording, and the article about it (in the visitor's language when on this site). */
  recordingUrl?: string
  articleUrl?: string
  window?: EventWindow
}

function instant(text: string | undefined): number | undefined {
  // A date-time with its offset or Z: a bare date or local time would mean different instants on different hosts.
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) return undefined
  const at = Date.parse(text.trim())
  return Number.isNaN(at) ? undefined : at
}

/** `start/end` as instants, or undefined when either is missing or malformed or the end is not after the start. */
export function parseWindow(value: string | null | undefined): EventWindow | undefined {
  const [start, end, ...rest] = (value ?? '').split('/')
  const opens = instant(start)
  const closes = instant(end)
  if (rest.length || opens === undefined || closes === undefined || closes <= opens) return undefined
  return { opens, closes }
}

/** A live-stream or recording link a visitor may follow: an absolute http(s) URL only. */
function webUrl(value: string | null | undefined): string | undefined {
  const link = value ? safeLink(value) : null
  return link && /^https?:\/\//i.test(link) ? link : undefined
}

/** The article's link: a site path in `lang`'s form, or an absolute http(s) URL. */
function articleUrl(value: string | null | undefined, lang: Lang): string | undefined {
  const link = value ? safeLink(value) : null
  if (link?.startsWith('/')) return localizedPath(link, lang)
  return webUrl(link)
}

/** Each bundle's configs' event, by language: read once, as every request asks (the launch event's redirect). */
const readEvents = new WeakMap<readonly Config[], Map<Lang, ActivityEvent | undefined>>()

/** The event in `lang`, or undefined when the site config has none. */
export function activityEvent(configs: readonly Config[], lang: Lang): ActivityEvent | undefined {
  let events = readEvents.get(configs)
  if (!events) readEvents.set(configs, (events = new Map()))
  if (!events.has(lang)) events.set(lang, readEvent(configs, lang))
  return events.get(lang)
}

function readEvent(configs: readonly Config[], lang: Lang): ActivityEvent | undefined {
  const event = findConfig(configs, 'activity_event', lang)
  if (!event?.name) return undefined
  const startsAt = event.valueDefault?.trim()
  return {
    title: event.name,
    text: event.description ?? '',
    startsAt: instant(startsAt) === undefined ? undefined : startsAt,
    liveStreamUrl: webUrl(findConfig(configs, 'activity_live_stream', lang)?.valueDefault),
    recordingUrl: webUrl(findConfig(configs, 'activity_recording', lang)?.valueDefault),
    articleUrl: articleUrl(findConfig(configs, 'activity_article', lang)?.valueDefault, lang),
    window: parseWindow(configs.find((c) => c.key === 'activity_window')?.valueDefault),
  }
}

/** Whether the event's window is open at `now` (its start included, its end not). */
export function windowOpen(event: ActivityEvent | undefined, now: number): boolean {
  return Boolean(event?.window && now >= event.window.opens && now < event.window.closes)
}

/** Whether the event is over at `now`: its window has closed. Without a valid window nobody can tell, so it is not. */
export function eventEnded(event: ActivityEvent | undefined, now: number): boolean {
  return Boolean(event?.window && now >= event.window.closes)
}

/** The home flag `isActive` with the window: whether the home page shows the event's entry at `now`. */
export function homeEntryShown(event: ActivityEvent | undefined, now: number): boolean {
  return windowOpen(event, now) && now >= Date.parse(HOME_ACTIVE_FROM)
}
