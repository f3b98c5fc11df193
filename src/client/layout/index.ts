/**
 * The shared layout's behaviour on every page (header popovers, drawer, language switcher, scroll state,
 * footer form, progress bar, third-party scripts, pictures that fail): small vanilla modules over the server-rendered HTML, no React.
 * Importing this module runs it.
 */
import { enhanceDrawer } from './drawer.ts'
import { hidePicturesThatFail } from './failed-pictures.ts'
import { enhanceLanguageSwitcher } from './language.ts'
import { enhanceMenu } from './menu.ts'
import { emulatePopoverTargets } from './popover.ts'
import { watchNavigation } from './progress.ts'
import { watchScroll } from './scroll-state.ts'
import { enhanceSubscribeForm } from './subscribe.ts'
import { loadThirdPartyScripts } from './third-party.ts'

export function enhanceLayout(root: Document): void {
  hidePicturesThatFail(root)
  watchNavigation()
  const header = root.querySelector<HTMLElement>('.site-header')
  if (header) watchScroll(header)
  const nav = root.querySelector<HTMLElement>('[data-site-nav]')
  if (nav) enhanceMenu(nav)
  emulatePopoverTargets(root)
  const menuButton = root.querySelector<HTMLButtonElement>('.menu-button')
  const drawer = root.querySelector<HTMLDialogElement>('dialog.drawer')
  if (menuButton && drawer) enhanceDrawer(menuButton, drawer)
  const switcher = root.querySelector<HTMLElement>('[data-lang-switcher]')
  if (switcher) enhanceLanguageSwitcher(switcher)
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-subscribe]')) enhanceSubscribeForm(form)
  const thirdParty = root.querySelector<HTMLElement>('[data-third-party-scripts]')
  if (thirdParty) loadThirdPartyScripts(thirdParty)
}

// Module scripts run once the document is parsed: the layout is all there.
enhanceLayout(document)
