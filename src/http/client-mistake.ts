/**
 * The answer to a client's mistake (a path of `//…`, a target naming another host): its status and one line
 * saying what was wrong, never the error page and never a 5xx. The local server's guards (scripts/vite/)
 * answer the mistakes that never reach the worker in the same form.
 */

const STATUS_TEXT = {
  400: 'Bad Request',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
} as const

export type MistakeStatus = keyof typeof STATUS_TEXT

/** `400 Bad Request: <reason>`; the security headers are added as to every answer. */
export function clientMistake(status: MistakeStatus, reason: string, headers: Record<string, string> = {}): Response {
  return new Response(`${status} ${STATUS_TEXT[status]}: ${reason}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}
