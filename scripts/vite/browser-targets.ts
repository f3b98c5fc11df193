/**
 * The support matrix, declared once as package.json's `browserslist` (docs/browsers.md), turned into what the
 * build's two tools take: Lightning CSS's targets (prefixes, lowered colours and selectors) and the JavaScript
 * transformer's oldest version of each engine (syntax is lowered to it).
 */
import browserslist from 'browserslist'
import { browserslistToTargets, type Targets } from 'lightningcss'

/** browserslist's names of the engines the JavaScript transformer knows, by its own names. */
const ENGINES: Readonly<Record<string, string>> = { chrome: 'chrome', and_chr: 'chrome', edge: 'edge', firefox: 'firefox', and_ff: 'firefox', safari: 'safari', ios_saf: 'ios' }

export interface BrowserTargets {
  css: Targets
  /** Oldest version per engine, as `chrome103`, `safari15.4`. */
  js: string[]
}

/** The oldest version of each engine in `browsers` (browserslist's `name version` strings; a range counts by its start). */
export function oldestEngines(browsers: readonly string[]): string[] {
  const oldest = new Map<string, number>()
  for (const entry of browsers) {
    const [name = '', version = ''] = entry.split(' ')
    const engine = ENGINES[name]
    const number = Number.parseFloat(version.split('-')[0] ?? '')
    if (!engine || !Number.isFinite(number)) continue
    if (!oldest.has(engine) || number < oldest.get(engine)!) oldest.set(engine, number)
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort()
}

export function browserTargets(root: string): BrowserTargets {
  const browsers = browserslist(undefined, { path: root })
  return { css: browserslistToTargets(browsers), js: oldestEngines(browsers) }
}
