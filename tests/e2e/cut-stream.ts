import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How a stand-in network writes one response's body to the browser; resolves once it has ended it. */
type Send = (path: string, body: Buffer, res: ServerResponse) => Promise<void>

export interface StandIn {
  /** The stand-in's URL for a path of the site. */
  url: (path: string) => string
  close: () => Promise<void>
}

/**
 * A local stand-in for a slow network in front of the site: it passes every request on to the site and
 * writes each answer's body as `send` says. The browser's own throttling (DevTools' network conditions) is
 * not used: in Chromium 156 it now and then held a page's every request for good, the document half read.
 */
async function standIn(site: string, send: Send): Promise<StandIn> {
  const server = createServer((req, res) => {
    void (async () => {
      const headers = new Headers()
      for (const name of ['accept', 'accept-language', 'cookie']) {
        const value = req.headers[name]
        if (typeof value === 'string') headers.set(name, value)
      }
      const upstream = await fetch(new URL(req.url ?? '/', site), { headers, redirect: 'manual' })
      // fetch has decoded the body, so its length and encoding no longer apply.
      const passed = [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
      const body = Buffer.from(await upstream.arrayBuffer())
      res.writeHead(upstream.status, passed)
      await send(req.url ?? '/', body, res)
    })().catch((error: unknown) => res.destroy(error as Error))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      }),
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * The document at `path` sent in pieces, cut where `cuts` says (offsets into its HTML), with a pause after
 * each piece so the browser paints it before the next arrives; everything else whole.
 */
export async function cutStream(site: string, path: string, cuts: (html: string) => number[], pauseMs = 400): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = await standIn(site, async (requested, body, res) => {
    if (requested !== path) return void res.end(body)
    const html = body.toString('utf8')
    let from = 0
    for (const at of [...new Set(cuts(html))].sort((a, b) => a - b)) {
      res.write(html.slice(from, at))
      from = at
      await pause(pauseMs)
    }
    res.end(html.slice(from))
  })
  return { url: proxy.url(path), close: proxy.close }
}

/**
 * A slow connection: every answer waits `latencyMs`, then its body comes at `bytesPerSecond`, a piece every
 * 20 ms (so a page's HTML arrives in many parts, each painted before the next).
 */
export function slowNetwork(site: string, { latencyMs = 40, bytesPerSecond = 50_000 } = {}): Promise<StandIn> {
  const tick = 20
  const piece = Math.max(1, Math.round((bytesPerSecond * tick) / 1000))
  return standIn(site, async (_path, body, res) => {
    await pause(latencyMs)
    for (let from = 0; from < body.length && !res.destroyed; from += piece) {
      res.write(body.subarray(from, from + piece))
      await pause(tick)
    }
    res.end()
  })
}
