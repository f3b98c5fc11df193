/**
 * The layout's settings (spec §2, §9), in one place. Plain constants with no imports: the server
 * components and the browser modules of src/client/layout read the same values.
 */

/** Hovering a menu entry this long opens its popover (spec §9: hover delay 200 ms). */
export const HOVER_OPEN_DELAY_MS = 200
/**
 * On its way to an open popover the mouse may cross other menu entries; the popover closes once the mouse
 * rests this long anywhere but on its entry or itself (resting on Home closes it, passing over Home does not).
 */
export const HOVER_REST_CLOSE_MS = 300
/** The header takes its active style once the page is scrolled this far (spec §9: 40 px). */
export const SCROLL_ACTIVE_PX = 40
/** Below this window width the small-screen layout applies: menu icon and drawer (spec §9: 768 px). */
export const SMALL_SCREEN_BELOW_PX = 768

/** The product popover's banner switches from `before` to `after` at `switchAt` (spec §9: 2024-11-19 14:00 China time). */
export const PRODUCTS_BANNER = {
  switchAt: '2024-11-19T14:00:00+08:00',
  before: '/img/header/products-banner-1.webp',
  after: '/img/header/products-banner-2.webp',
} as const

/** The company popover: history entries (spec §9: 5) and latest news shown. */
export const POPOVER_HISTORY_ENTRIES = 5
export const POPOVER_NEWS_ENTRIES = 3
/** The company popover's picture. */
export const COMPANY_POPOVER_IMAGE = '/img/about/company.webp'

/** The `source` id the footer subscription form sends with its message (spec §7). */
export const FOOTER_FORM_SOURCE = 'footer-subscription'
/** The `source` id the enquiry form sends with its message (spec §7), wherever a page places it. */
export const ENQUIRY_FORM_SOURCE = 'enquiry-form'
/** Where the enhanced forms send their messages as JSON (spec §7, the message call). */
export const MESSAGE_ENDPOINT = '/api/v1/website/message'

/** The top progress bar (spec §9): shown only past 200 ms, given up at 5000 ms, hidden 500 ms after the end. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_GIVE_UP_MS = 5000
export const PROGRESS_HIDE_DELAY_MS = 500
