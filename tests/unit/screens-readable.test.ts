/**
 * Every screen hands its content the data it reads with `use()` as `readable` promises, so that each page of
 * the sitemap, once its data is in, is rendered whole to one string (whole-document.test.tsx). A promise
 * left unmarked still renders, but streamed: slower, and for no reason.
 */
import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { isValidElement, type ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { content } from '../../src/content/index.ts'
import { langOfPath } from '../../src/routing/locale.ts'
import { matchRoute, pageUrl } from '../../src/routing/routes.ts'
import { translator } from '../../src/ui/i18n/index.ts'
import { SCREENS } from '../../src/ui/pages/screens.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

/** The promises among a node's props, its children's and theirs. */
function promisesIn(node: unknown, found: Promise<unknown>[] = [], depth = 0): Promise<unknown>[] {
  if (depth > 12 || node === null || typeof node !== 'object') return found
  if (node instanceof Promise) found.push(node)
  else if (Array.isArray(node)) for (const item of node) promisesIn(item, found, depth + 1)
  else if (isValidElement(node)) for (const value of Object.values(node.props as object)) promisesIn(value, found, depth + 1)
  return found
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await app.fetch(new Request('http://site.test/sitemap.xml'), env, createExecutionContext())).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll('&amp;', '&'))
    return url.pathname + url.search
  })
}

describe('the data every page reads is readable once it is in', () => {
  it('on every page of the sitemap, each promise the content is given carries its outcome once settled', async () => {
    const paths = await sitemapPaths()
    expect(paths.length).toBeGreaterThan(50)
    const unmarked: string[] = []
    let withData = 0
    for (const path of paths) {
      const url = new URL(path, 'http://site.test')
      const match = matchRoute(url.pathname)!
      const lang = langOfPath(url.pathname)
      const source = content(env, createExecutionContext())
      const bundle = await source.bundle(lang)
      const outcome = await SCREENS[match.name]({
        match,
        lang,
        t: translator(lang),
        url: pageUrl(url, match),
        origin: url.origin,
        bundle,
        content: source,
        search: async () => ({ total: 0, kinds: {}, hits: [] }),
        now: Date.now(),
      })
      if (outcome.kind !== 'page') continue
      const promises = promisesIn(outcome.main as ReactNode)
      if (promises.length) withData++
      await source.settled()
      await Promise.allSettled(promises)
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (promises.some((promise) => !('status' in promise))) unmarked.push(path)
    }
    expect(withData).toBeGreaterThan(10)
    expect(unmarked).toEqual([])
  })
})
