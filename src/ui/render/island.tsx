import { createContext, useContext, type ComponentType, type JSX } from 'react'
import { renderToString } from 'react-dom/server'
import { jsonForScript } from './json-for-script.ts'
import { RecentlyUsed, stringBytes } from './recently-used.ts'

/** Every island module, keyed by its file name: the client entry loads the same files by the same names. */
const islandModules = import.meta.glob<{ default: ComponentType<never> }>('../islands/*.tsx', { eager: true })
const islandNames = new Map<unknown, string>(
  Object.entries(islandModules).map(([path, mod]) => [mod.default, path.slice(path.lastIndexOf('/') + 1, -'.tsx'.length)]),
)

/**
 * Island HTML by island, id and props (512 entries, within 1 MB: the islands of the pages in use, not of every
 * page of a large catalogue, issue 50). An island is a function of its props (they travel as JSON to hydrate it),
 * so a page rendered again with the same content reuses its islands' HTML.
 */
const renderedIslands = new RecentlyUsed<string>({ entries: 512, bytes: 2 ** 20, bytesOf: (html) => stringBytes(html) })

/**
 * The ids of the island roots one page renders, in order. (The islands' chunks are not preloaded: the client
 * entry loads React and an island's chunk when it finds the island. On the product and solution pages the
 * preloads took a slow connection's bandwidth from the page's largest picture, LCP 1.9 s against 1.35 s without
 * (issue 34); the list works as plain links until it hydrates.)
 */
export class IslandCollector {
  private count = 0
  /** `prefix` keeps the ids of islands rendered apart (the cached header and footer) distinct from the page's. */
  constructor(private readonly prefix = 'i') {}
  nextId(): string {
    return `${this.prefix}${this.count++}-`
  }
}

export const IslandContext = createContext<IslandCollector | null>(null)

interface IslandProps<P> {
  component: ComponentType<P>
  props: P
  /** The container element; `span` inside phrasing content. */
  as?: keyof Pick<JSX.IntrinsicElements, 'div' | 'span'>
}

/**
 * Renders an interactive widget on the server and marks it for hydration. The widget renders as its own
 * React root (with its own id prefix), exactly as `hydrateRoot` will see it in the browser, so `useId` and
 * text nodes match; its props travel as JSON in the script element that follows the container.
 */
export function Island<P extends object>({ component: Component, props, as: Tag = 'div' }: IslandProps<P>) {
  const collector = useContext(IslandContext)
  const name = islandNames.get(Component)
  if (!collector) throw new Error('Island rendered outside a document')
  if (!name) throw new Error('Island components must be the default export of a file in src/ui/islands/')
  const id = collector.nextId()
  const json = jsonForScript(props)
  const html = renderedIslands.get(`${name}|${id}|${json}`, () => renderToString(<Component {...props} />, { identifierPrefix: id }))
  return (
    <>
      <Tag className="island" data-island={name} data-island-id={id} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" data-island-props={id} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  )
}
