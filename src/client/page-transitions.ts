/**
 * The page transitions are the browser's own cross-document View Transitions (site.css, `@view-transition`). Each
 * gives the page a ViewTransition whose promises reject when the browser skips it, as it does going Back or
 * Forward to a page it restores: nobody awaits them, and an unhandled rejection is a page error ("Transition was
 * aborted because of invalid state"). They are settled here, first thing the page's script does.
 */
type WithTransition = Event & { viewTransition?: { ready: Promise<unknown>; finished: Promise<unknown>; updateCallbackDone: Promise<unknown> } | null }

function settle(event: Event): void {
  const transition = (event as WithTransition).viewTransition
  if (!transition) return
  for (const promise of [transition.ready, transition.finished, transition.updateCallbackDone]) promise.catch(() => {})
}

addEventListener('pageswap', settle)
addEventListener('pagereveal', settle)
