/**
 * A media host under an attacker's control, or simply broken, for the browser tests of issue 48: allowed in
 * MEDIA_ORIGINS as a compromised bucket would be. Its files:
 *
 * - `/cookie.png`: a picture with the headers that would take the site's origin over (HOSTILE_HEADERS: a cookie,
 *   Clear-Site-Data, Refresh, a preload Link, credentialed CORS, …);
 * - `/stall.png`: declares 1,000 bytes, sends 1 and stalls;
 * - `/huge.pdf`: 130 MiB without a length, past a PDF's 100 MiB;
 * - `/large.pdf`: 95 MiB with its length, for reading slowly.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { HOSTILE_HEADERS } from '../unit/fixtures/hostile-headers.ts'

export const LARGE_PDF_BYTES = 95 * 2 ** 20

export interface HostileMediaHost {
  origin: string
  /** Whole (non-range) GETs of each path. */
  gets: Map<string, number>
  close(): Promise<void>
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f0d1a40000000049454e44ae426082', 'hex')

export async function startHostileMediaHost(): Promise<HostileMediaHost> {
  const gets = new Map<string, number>()
  const large = Buffer.alloc(LARGE_PDF_BYTES, 0x25)
  const sockets = new Set<import('node:net').Socket>()
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname
    if (req.method === 'GET' && !req.headers.range) gets.set(path, (gets.get(path) ?? 0) + 1)
    if (path === '/cookie.png') {
      res.writeHead(200, { ...HOSTILE_HEADERS, 'Content-Type': 'image/png', 'Content-Length': String(PNG.length) })
      return res.end(PNG)
    }
    if (path === '/stall.png') {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': '1000' })
      return res.write('x')
    }
    if (path === '/huge.pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf' })
      const chunk = Buffer.alloc(2 ** 20, 0x25)
      let sent = 0
      const pump = () => {
        while (sent < 130 * 2 ** 20) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        res.end()
      }
      return pump()
    }
    if (path === '/large.pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': String(large.length), ETag: '"large"' })
      return res.end(req.method === 'HEAD' ? undefined : large)
    }
    res.writeHead(404)
    res.end()
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    gets,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((done) => server.close(done))
    },
  }
}
