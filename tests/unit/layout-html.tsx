/** Helpers of the layout tests: render the header or footer alone, and query HTML with workerd's HTMLRewriter. */
import { env } from 'cloudflare:workers'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { buildBundle } from '../../src/content/bundle/index.ts'
import type { Bundle } from '../../src/content/model/bundle.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import type { Lang } from '../../src/routing/locale.ts'
import { matchRoute } from '../../src/routing/routes.ts'
import { translator } from '../../src/ui/i18n/index.ts'
import { IslandCollector, IslandContext } from '../../src/ui/render/island.tsx'
import { PageContext } from '../../src/ui/render/page-context.tsx'

export type Found = Record<string, string> & { text: string }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const decode = (raw: string) => raw.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)

/** Every element matching `selector`, with its attributes and its text (nested text included). */
export async function select(html: string, selector: string): Promise<Found[]> {
  const found: Found[] = []
  const open: Found[] = []
  await new HTMLRewriter()
    .on(selector, {
      element(el) {
        const attributes = [...(el.attributes as unknown as Iterable<[string, string]>)].map(([name, value]) => [name, decode(value)])
        const item = { ...Object.fromEntries(attributes), text: '' } as Found
        found.push(item)
        try {
          el.onEndTag(() => {
            open.splice(open.indexOf(item), 1)
          })
          open.push(item)
        } catch {
          // A void element (img, input): no end tag, no text.
        }
      },
      text(chunk) {
        for (const item of open) item.text += decode(chunk.text)
      },
    })
    .transform(new Response(html))
    .text()
  return found
}

/** The HTML of the first element whose start tag contains `marker`, up to its matching end tag. */
export function fragment(html: string, marker: string, tag: string): string {
  const start = html.lastIndexOf(`<${tag}`, html.indexOf(marker))
  if (start < 0 || html.indexOf(marker) < 0) throw new Error(`no ${marker}`)
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g')
  re.lastIndex = start
  let depth = 0
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1
    if (depth === 0) return html.slice(start, m.index + m[0].length)
  }
  throw new Error(`unclosed ${tag}`)
}

const bundles = new Map<Lang, Promise<Bundle>>()

/** The bundle of the seeded demo content (call seedContent() first). */
export function demoBundle(lang: Lang): Promise<Bundle> {
  let bundle = bundles.get(lang)
  if (!bundle) bundles.set(lang, (bundle = buildBundle(new D1Source(env.DB), lang, 'test', env.DB)))
  return bundle
}

/** Renders a layout part as a page would, for `pathWithQuery` (and its route) in `lang`. */
export function renderLayout(node: ReactNode, lang: Lang, pathWithQuery: string, bundle: Bundle): string {
  const route = matchRoute(pathWithQuery.split('?')[0] ?? '/')?.name
  return renderToString(
    <PageContext.Provider value={{ lang, t: translator(lang), pathWithQuery, route, bundle }}>
      <IslandContext.Provider value={new IslandCollector()}>{node}</IslandContext.Provider>
    </PageContext.Provider>,
  )
}
