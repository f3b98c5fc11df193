import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test'

/**
 * A test's browser context and page, handed on to the next test in the same worker that asks for the same
 * context options, with everything a test can leave behind cleared in between: a new context for every test
 * starts a new Chromium renderer process, and the browser tests are bound by CPU (a test that opens one page
 * cold: home 0.56 CPU-seconds in a new context, 0.46 in a warm one cleared; Contact 0.42 and 0.25). Playwright's own
 * `reuseContext` cannot keep the process: it resets through a browser-initiated visit to about:blank, which
 * Chromium serves from a new process.
 *
 * Cleared after each test: the document (left for about:blank from inside, which keeps the process), cookies,
 * the HTTP cache, the local and session storage and IndexedDB of every origin it showed,
 * other pages it opened, routes, and the listeners it added; the window size is set again for the next test.
 * What cannot be undone marks the page spent, and the next test gets a new one: a clock, an init script, an
 * exposed function, extra headers, permissions, geolocation or going offline, emulated media, a CDP session,
 * a closed or crashed page, or a reset that fails.
 */

/** Methods whose effect outlives a test: calling one spends the page. */
const SPENDING_PAGE = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'emulateMedia', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'routeFromHAR'] as const
const SPENDING_CONTEXT = [
  ...SPENDING_PAGE,
  'setOffline',
  'grantPermissions',
  'setGeolocation',
  'setHTTPCredentials',
  'newCDPSession',
] as const
const SPENDING_CLOCK = ['install', 'pauseAt', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'resume'] as const

/** What Playwright's pages and contexts are at run time (their declared types leave it out). */
interface Emitter {
  eventNames(): (string | symbol)[]
  rawListeners(name: string | symbol): unknown[]
  removeListener(name: string | symbol, listener: unknown): unknown
}
type Listeners = Map<string | symbol, Set<unknown>>

export interface Warm {
  /** Its context options but the window size. */
  key: string
  context: BrowserContext
  page: Page
  cdp: CDPSession
  /** Origins its documents have had (their storage is cleared). */
  origins: Set<string>
  spent: boolean
  /** The listeners present when the test began (Playwright's and ours), kept; the test's are removed. */
  kept: { page: Listeners; context: Listeners }
}

function listeners(emitter: Emitter): Listeners {
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))]))
}

function removeAdded(emitter: Emitter, kept: Listeners): void {
  for (const name of emitter.eventNames()) {
    for (const listener of emitter.rawListeners(name)) {
      if (!kept.get(name)?.has(listener)) emitter.removeListener(name, listener)
    }
  }
}

/** Makes each method in `names` mark `warm` spent before doing its work. */
function spendOn(target: object, names: readonly string[], warm: Warm): void {
  for (const name of names) {
    const method = (target as Record<string, unknown>)[name]
    if (typeof method !== 'function') continue
    Object.defineProperty(target, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        warm.spent = true
        return method.apply(target, args)
      },
    })
  }
}

/** How many idle contexts a worker keeps (one per set of options, the least recently used closed first). */
const KEEP = 3

export class WarmPages {
  readonly #browser: Browser
  readonly #idle = new Map<string, Warm>()

  constructor(browser: Browser) {
    this.#browser = browser
  }

  /** A context and page with `options`, warm if a previous test left one, at `options.viewport`'s size. */
  async take(options: BrowserContextOptions): Promise<Warm> {
    const { viewport, ...rest } = options
    const key = JSON.stringify(rest)
    let warm = this.#idle.get(key)
    this.#idle.delete(key)
    if (!warm) warm = await this.#open(key, rest)
    if (viewport) await warm.page.setViewportSize(viewport)
    warm.kept = { page: listeners(warm.page as unknown as Emitter), context: listeners(warm.context as unknown as Emitter) }
    return warm
  }

  /** Takes back what a test used: reset for the next test, or closed if the test spent it. */
  async give(warm: Warm): Promise<void> {
    try {
      if (!warm.spent && (await this.#reset(warm))) {
        this.#idle.set(warm.key, warm)
        for (const [oldest, idle] of this.#idle) {
          if (this.#idle.size <= KEEP) break
          this.#idle.delete(oldest)
          await idle.context.close()
        }
        return
      }
    } catch {
      // A reset that fails leaves the context to be closed.
    }
    await warm.context.close().catch(() => undefined)
  }

  async close(): Promise<void> {
    await Promise.all([...this.#idle.values()].map((warm) => warm.context.close().catch(() => undefined)))
    this.#idle.clear()
  }

  async #open(key: string, options: BrowserContextOptions): Promise<Warm> {
    const context = await this.#browser.newContext(options)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const warm: Warm = { key, context, page, cdp, origins: new Set(), spent: false, kept: { page: new Map(), context: new Map() } }
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url())
      if (origin.startsWith('http')) warm.origins.add(origin)
    })
    page.on('crash', () => (warm.spent = true))
    page.on('close', () => (warm.spent = true))
    spendOn(page, SPENDING_PAGE, warm)
    spendOn(context, SPENDING_CONTEXT, warm)
    // The page's clock is its context's.
    spendOn(context.clock, SPENDING_CLOCK, warm)
    return warm
  }

  /** Whether the page is clean again. */
  async #reset(warm: Warm): Promise<boolean> {
    const { context, page, cdp } = warm
    for (const other of context.pages()) if (other !== page) await other.close()
    removeAdded(page as unknown as Emitter, warm.kept.page)
    removeAdded(context as unknown as Emitter, warm.kept.context)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    // Leave the document from inside: about:blank then stays in the renderer process (a navigation the browser
    // starts would not). The navigation may end the evaluation's document before it answers, and a page that
    // never leaves times out: the answer is not waited for, the commit is. Not waitForURL: on a page already at
    // about:blank (a test that never navigated, or wrote it with setContent) it would answer at once, and the
    // navigation still under way would interrupt the next test's first one.
    const left = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() && frame.url() === 'about:blank', timeout: 10_000 })
    page.evaluate(() => location.replace('about:blank')).catch(() => undefined)
    await left
    await page.mouse.move(-1, -1)
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key)
    await context.clearCookies()
    await cdp.send('Network.clearBrowserCache')
    // Local and session storage, IndexedDB and all else each origin it showed keeps.
    for (const origin of warm.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    warm.origins.clear()
    return !warm.spent
  }
}
