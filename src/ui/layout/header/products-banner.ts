import { PRODUCTS_BANNER } from '../settings.ts'

/**
 * The product popover's banner at `now` (spec §2, §9): the first image until the switch instant, the
 * second from then on. Decided on the server (the bundle's build time), so the HTML is right without JavaScript.
 */
export function productsBannerImage(now: Date, banner: { switchAt: string; before: string; after: string } = PRODUCTS_BANNER): string {
  return now.getTime() >= Date.parse(banner.switchAt) ? banner.after : banner.before
}
