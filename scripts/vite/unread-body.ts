/**
 * A request body the answer went out without: Node would read the rest of it to keep the connection for
 * the next request, for as long as the client goes on sending (29 MB over 45 s behind a 413, issue 37).
 * Such an answer says `Connection: close` instead, and Node closes the connection once it is sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Whether a request says it has a body (a length over 0, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
}

export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const { writeHead } = res
  // Every head passes here: Node's implicit head (a bare write or end) calls writeHead too.
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (hasBody(req) && !req.complete) this.setHeader('Connection', 'close')
    return writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>)
  } as ServerResponse['writeHead']
}
