import type { Page, Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { expect } from './fixtures.ts'

/**
 * Records the scripts `page` receives from now on: their paths, and their total size gzip-compressed at
 * level 9 (how the JavaScript budgets are measured). `stop()` ends the recording. The bodies are fetched from
 * the browser only when `gzipBytes()` asks for them, in the same document: a visit that does not weigh pays
 * for nothing but the list.
 */
export function recordScripts(page: Page): { paths: string[]; stop: () => void; gzipBytes: () => Promise<number> } {
  const responses: Response[] = []
  const paths: string[] = []
  const record = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    paths.push(new URL(response.url()).pathname)
    responses.push(response)
  }
  page.on('response', record)
  return {
    paths,
    stop: () => page.off('response', record),
    gzipBytes: async () => (await Promise.all(responses.map((response) => response.body()))).reduce((n, body) => n + gzipSync(body, { level: 9 }).length, 0),
  }
}

/** The page's recorded scripts came, and weigh at most `kb` KB gzip once the network has gone quiet. */
export async function expectScriptsWithin(page: Page, scripts: ReturnType<typeof recordScripts>, kb: number): Promise<void> {
  await page.waitForLoadState('networkidle')
  const gzip = await scripts.gzipBytes()
  expect(gzip).toBeGreaterThan(0)
  expect(gzip).toBeLessThanOrEqual(kb * 1024)
}
