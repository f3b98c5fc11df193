/**
 * A failed content call (spec §8): `status` is the HTTP status the failure maps to and `message` starts
 * with the status, then the server's message or "failed". errorStatus() reads `status`, so a page that
 * throws one shows the error page with that status.
 */
export class ContentError extends Error {
  override readonly name = 'ContentError'
  constructor(
    readonly status: number,
    message: string,
    /** Seconds to wait before sending again, for 429. */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

/** Spec §8's text: the status, then the server's message or "failed". */
export function upstreamFailure(status: number, serverMessage: string | null | undefined): string {
  return `${status} ${serverMessage?.trim() || 'failed'}`
}
