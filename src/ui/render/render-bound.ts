/**
 * A render's own time bound. PAGE_BUDGET_MS bounds a screen's data, and the sources their calls; this bounds
 * React's render after them, from `c.render` to the end of the body: a component that never resolves must not
 * hold a visitor's connection open. When the bound passes, React's render is aborted through the signal its
 * stream options carry (page-renderer.tsx): before the first byte that fails the render (the page router then
 * serves the stale copy, else the error page); after it, React ends the document with the fallbacks of the
 * parts still pending.
 */
import type { Context } from 'hono'

/**
 * How long a render may take, from its start to its last byte: longer than a crawler's wait for the data
 * (COMPLETE_BUDGET_MS, 10 s) and the CMS's 5 s timeout, so only a render that would never end is cut.
 */
export const RENDER_BUDGET_MS = 12_000

/** A render that did not end within its bound: 503, the error page's status. */
export class RenderTimeout extends Error {
  override readonly name = 'RenderTimeout'
  readonly status = 503
  constructor(ms: number) {
    super(`the page did not render within ${ms} ms`)
  }
}

export interface RenderBound {
  readonly signal: AbortSignal
  /** The render ended (or failed): the bound is no longer needed. */
  end(): void
}

/** The signal of the render a request is making now (a request may render twice: its page, then the error page). */
const current = new WeakMap<Context, AbortSignal>()

/** Starts the bound of the next render of this request. */
export function boundRender(c: Context, ms: number): RenderBound {
  const controller = new AbortController()
  current.set(c, controller.signal)
  const timer = setTimeout(() => controller.abort(new RenderTimeout(ms)), ms)
  return { signal: controller.signal, end: () => clearTimeout(timer) }
}

/** The abort signal React's stream options give the render being started. */
export function renderSignal(c: Context): AbortSignal | undefined {
  return current.get(c)
}
