/**
 * The local runtime's own answer to a failure never reaches a visitor. Miniflare answers a worker that threw
 * with a 500 whose body is the stack trace (absolute paths included), and its asset server a file it listed
 * but cannot read with an empty 500; neither carries the site's headers. Every answer the worker or the
 * guards make carries a Content-Security-Policy, so a 5xx without one is the runtime's: it is logged, with
 * what it said, and replaced by one line with the site's headers, its status kept.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { plainAnswer } from './plain-answer.ts'

const CSP = 'content-security-policy'

/** How much of the runtime's own answer goes into the log. */
const LOGGED_BYTES = 4096

function namesCsp(headers: unknown): boolean {
  if (Array.isArray(headers)) return headers.some((value, i) => i % 2 === 0 && String(value).toLowerCase() === CSP)
  if (typeof headers === 'object' && headers !== null) return Object.keys(headers as OutgoingHttpHeaders).some((name) => name.toLowerCase() === CSP)
  return false
}

export function hideRuntimeFailures(req: IncomingMessage, res: ServerResponse): void {
  const { writeHead, write, end } = res
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status < 500 || res.hasHeader(CSP) || rest.some(namesCsp)) return writeHead.call(this, status, ...(rest as []))
    // What the runtime writes after its head (a stack trace) goes to the log, not to the visitor.
    const said: Buffer[] = []
    let size = 0
    res.write = function (chunk: unknown) {
      if (size < LOGGED_BYTES && chunk) {
        const bytes = Buffer.from(chunk as Uint8Array)
        said.push(bytes)
        size += bytes.byteLength
      }
      return true
    } as ServerResponse['write']
    res.end = function (this: ServerResponse) {
      res.writeHead = writeHead
      res.write = write
      res.end = end
      const text = Buffer.concat(said).toString('utf8', 0, LOGGED_BYTES).trim()
      console.error(`local server: the local runtime answered ${req.method} ${req.url} with ${status} itself; a plain ${status} went out instead.${text ? ` It said:\n${text}` : ''}`)
      plainAnswer(res, status, 'the local server could not answer; its log says why')
      return this
    } as ServerResponse['end']
    return this
  } as ServerResponse['writeHead']
}
