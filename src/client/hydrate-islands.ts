import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

export type IslandLoader = () => Promise<{ default: ComponentType<object> }>

/** The props the server serialised after the island's container. */
function readProps(container: HTMLElement, id: string): object {
  const script = container.nextElementSibling
  if (!(script instanceof HTMLScriptElement) || script.dataset.islandProps !== id) return {}
  return JSON.parse(script.textContent || '{}') as object
}

/**
 * Hydrates every island on the page, loading only the chunks of the islands present.
 * Rejects when a chunk fails to load.
 */
export async function hydrateIslands(root: ParentNode, loaders: Record<string, IslandLoader>): Promise<void> {
  const containers = [...root.querySelectorAll<HTMLElement>('[data-island]')]
  await Promise.all(
    containers.map(async (container) => {
      const { island: name = '', islandId: id = '' } = container.dataset
      const load = loaders[name]
      if (!load) {
        console.error(`No island named ${name}`)
        return
      }
      const { default: Component } = await load()
      hydrateRoot(container, createElement(Component, readProps(container, id)), { identifierPrefix: id })
    }),
  )
}
