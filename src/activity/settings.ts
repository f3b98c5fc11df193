/**
 * The launch event's fixed settings (spec §4, §9). What an editor changes per event (its texts, date, window
 * and live-stream URL) is in the site config instead (see event.ts). Plain constants with no imports.
 */

/** The cookie that spares a visitor the Activity page: set when they leave it for the home page. */
export const ACTIVITY_COOKIE = 'ventaura_activity'
/** How long it spares them (spec §9: 60 000 ms); after that, arriving at the home page shows the event again. */
export const ACTIVITY_COOKIE_MAX_AGE_MS = 60_000
/** The home flag `isActive` (spec §2 Home, §9): from this instant the home page may show the event's entry. */
export const HOME_ACTIVE_FROM = '2024-11-18T06:00:00+08:00'
/** The time zone the event's date is shown in: the company's. */
export const EVENT_TIME_ZONE = 'Asia/Shanghai'
