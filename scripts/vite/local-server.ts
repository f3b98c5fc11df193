/**
 * Guards of the local Node server in front of workerd (`vite preview`, which `npm start` serves, and
 * `vite dev`), for what never reaches the worker: methods the Fetch standard forbids (TRACE, TRACK,
 * CONNECT: the server cannot even make a Request of them) and a failure to get the worker's answer. Both
 * answer briefly with the site's security headers; neither ever shows a stack trace.
 */
import type { ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import { PAGE_METHODS } from '../../src/http/page-methods.ts'
import { SECURITY_HEADERS, contentSecurityPolicy } from '../../src/http/security-headers.ts'

const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

function plainAnswer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.statusCode = status
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(), ...headers })) res.setHeader(name, value)
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(text)
}

const forbiddenMethods: Connect.NextHandleFunction = (req, res, next) => {
  if (!FORBIDDEN_METHODS.has(req.method ?? '')) return next()
  // Read away whatever came with it, so the connection can carry the next request.
  req.resume()
  plainAnswer(res, 405, `405 Method Not Allowed: use ${PAGE_METHODS}\n`, { Allow: PAGE_METHODS })
}

const hideErrors: Connect.ErrorHandleFunction = (error, req, res, _next) => {
  console.error(`local server: ${req.method} ${req.url} got no answer from the worker:`, error)
  if (res.headersSent) {
    res.destroy()
    return
  }
  plainAnswer(res, 502, '502 Bad Gateway: the local server got no answer from the worker\n')
}

export function localServerGuards(): Plugin {
  return {
    name: 'ventaura:local-server-guards',
    configureServer(server) {
      server.middlewares.use(forbiddenMethods)
    },
    configurePreviewServer(server) {
      server.middlewares.use(forbiddenMethods)
      // Added after every plugin's own middleware, so it catches what the worker's handler passes on.
      return () => {
        server.middlewares.use(hideErrors)
      }
    },
  }
}
