/**
 * Rendering one page, in document order whenever its data is quick.
 *
 * The page first waits for its data (at most DATA_GRACE_MS). The usual page, whose data is then in (or that has
 * none), is rendered whole to one string (wholeDocument, page-renderer.tsx) and goes out as one complete
 * document, with no script to put late parts in place, complete for visitors without JavaScript. Only when the
 * data is late does React's stream renderer (`c.render`) send the head and header at once and reveal the rest
 * out of order (with inline scripts under the response's nonce); the page cache keeps such a page only briefly.
 * A page whose parts could not be finished in one string (a failed part, a promise not made `readable`) is
 * streamed too, once React has finished it. Either way every text keeps its numbers with their units, and a
 * Chinese page's short texts get their words marked, on the way out (text-pass.ts).
 *
 * Every streamed render has its own bound (render-bound.ts). A page whose data is in goes out once React has
 * finished it, so a part that never resolves fails the page before its first byte (the stale copy or the error
 * page then); a page sent before its data ends at the bound with what it has, and is not kept.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import type { Bundle } from '../../content/model/bundle.ts'
import type { AppEnv } from '../../env.ts'
import type { RouteName } from '../../routing/routes.ts'
import type { PageHead } from '../../seo/page-head.ts'
import { streamsToItsProducer } from '../../http/shared-response.ts'
import { within } from '../../http/within.ts'
import { textPassStream, markText } from './text-pass.ts'
import { lexiconOf } from '../text/words.ts'
import { boundRender, RENDER_BUDGET_MS, type RenderBound } from './render-bound.ts'
import { PAGE_HEADERS, setStreamRenderer, wholeDocument, type DocumentOptions } from './page-renderer.tsx'

/** How long the first byte waits for a page's data before the head and header go out without it. */
export const DATA_GRACE_MS = 250
/** How long the first byte waits for all of a page's data when the whole document is wanted at once. */
export const COMPLETE_BUDGET_MS = 10_000

export interface RenderPageOptions {
  head: PageHead
  /** The page's content: data that is not in the bundle is read with `use()` inside <Suspense>. */
  main: ReactNode
  status?: ContentfulStatusCode
  /** Stylesheets of this page beyond the site's own (names of files in src/ui/styles). */
  styles?: readonly string[]
  /** The language's bundle: the full layout. Without it, the minimal layout of error pages. */
  bundle?: Bundle
  /** What the language links point at (the page's own path by default). */
  pathWithQuery?: string
  /** The page's route (the header marks its section); none on error pages. */
  route?: RouteName
  /** Settles when the page's data has arrived (its content calls): the stream waits for it, within limits. */
  data?: Promise<unknown>
  /** Wait for all the data however long it takes (COMPLETE_BUDGET_MS at most): crawlers get one complete document. */
  complete?: boolean
  /** The render's bound (RENDER_BUDGET_MS). */
  budgetMs?: number
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Whether `data` settles (fulfilled or not) within `ms`. */
async function arrivesWithin(data: Promise<unknown>, ms: number): Promise<boolean> {
  const arrived = () => true
  return (await within(data.then(arrived, arrived), ms)) ?? false
}

/** Responses React streamed rather than rendered as one string, with the signal of their render's bound. */
const streamed = new WeakMap<Response, AbortSignal>()

/**
 * Whether React streamed a page: only such a page can have parts it revealed out of order, behind inline
 * scripts under the response's nonce. That happens when the page went out before its data was in, and also
 * when its data was in but a part read something more that came after the head had gone (a solution's
 * products, read once its relation list is in). A page rendered as one string has no inline script.
 */
export function streamedInParts(response: Response): boolean {
  return streamed.has(response)
}

/** Whether a streamed page was cut at its render's bound: it ended with parts missing. */
export function cutAtItsBound(response: Response): boolean {
  return streamed.get(response)?.aborted ?? false
}

/** React's promise that the whole render is done (the stream it returns carries it). */
function allReady(response: Response): Promise<void> | undefined {
  return (response.body as { allReady?: Promise<void> } | null)?.allReady
}

/**
 * Renders a page; an error before the first byte (in the document or outside Suspense, or the bound passing
 * before the page is whole) rejects.
 */
export async function renderPage(c: Context<AppEnv>, { head, main, status = 200, styles, bundle, pathWithQuery, route, data, complete = false, budgetMs = RENDER_BUDGET_MS }: RenderPageOptions): Promise<Response> {
  c.status(status)
  const options: DocumentOptions = { head, styles, bundle, pathWithQuery, route }
  if (data && !(await arrivesWithin(data, complete ? COMPLETE_BUDGET_MS : DATA_GRACE_MS))) {
    // The head goes out now; the bound stays to end the stream if a part never arrives.
    const { response, bound, finished } = await stream(c, main, options, budgetMs)
    void finished?.then(bound.end, bound.end)
    return response
  }
  // A `readable` mark is set a few turns after its data settles; one that is not yet is waited for once (a
  // timer costs a visitor about as much as the rest of an uncached render, so not every page waits for one).
  const html = wholeDocument(c, main, options) ?? (data ? await delay(0).then(() => wholeDocument(c, main, options)) : null)
  if (html !== null) {
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value)
    return c.body(markText(html, c.get('lang'), lexiconOf(options.bundle?.words)))
  }
  // A part to finish: React finishes at once, unless a part never resolves.
  const { response, bound, finished } = await stream(c, main, options, budgetMs)
  await finished?.catch(() => {})
  bound.end()
  if (bound.signal.aborted) {
    await response.body?.cancel()
    throw bound.signal.reason
  }
  return response
}

/** React's stream of the page, under a bound of its own; `finished` settles when React has rendered it all. */
async function stream(c: Context<AppEnv>, main: ReactNode, options: DocumentOptions, budgetMs: number): Promise<{ response: Response; bound: RenderBound; finished: Promise<void> | undefined }> {
  const bound = boundRender(c, budgetMs)
  try {
    setStreamRenderer(c)
    const rendered = await c.render(<>{main}</>, options)
    const finished = allReady(rendered)
    const body = rendered.body?.pipeThrough(textPassStream(c.get('lang'), lexiconOf(options.bundle?.words)))
    const response = streamsToItsProducer(body ? new Response(body, rendered) : rendered)
    streamed.set(response, bound.signal)
    return { response, bound, finished }
  } catch (error) {
    bound.end()
    throw bound.signal.aborted ? bound.signal.reason : error
  }
}
