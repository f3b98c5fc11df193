import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for a slow network with chosen packet edges: it passes every request on to the site and
 * sends the document at `path` in pieces, cut where `cuts` says (offsets into its HTML), with a pause after
 * each piece so the browser paints it before the next arrives.
 */
export async function cutStream(site: string, path: string, cuts: (html: string) => number[], pauseMs = 400): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const headers = new Headers()
      for (const name of ['accept', 'accept-language', 'cookie']) {
        const value = req.headers[name]
        if (typeof value === 'string') headers.set(name, value)
      }
      const upstream = await fetch(new URL(req.url ?? '/', site), { headers, redirect: 'manual' })
      // fetch has decoded the body, so its length and encoding no longer apply.
      const passed = [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
      res.writeHead(upstream.status, passed)
      if (req.url !== path) return void res.end(Buffer.from(await upstream.arrayBuffer()))
      const html = await upstream.text()
      let from = 0
      for (const at of [...new Set(cuts(html))].sort((a, b) => a - b)) {
        res.write(html.slice(from, at))
        from = at
        await new Promise((done) => setTimeout(done, pauseMs))
      }
      res.end(html.slice(from))
    })().catch((error: unknown) => res.destroy(error as Error))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}${path}`, close: () => new Promise((closed) => server.close(() => closed())) }
}
