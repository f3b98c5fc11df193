import { log } from '../log/logger.ts'

/**
 * A failed content call: `status` is the HTTP status the failure maps to and `message`, which starts with the
 * status, is what the public may read (API answers, error pages). errorStatus() reads `status`, so a page that
 * throws one shows the error page with that status.
 */
export class ContentError extends Error {
  override readonly name = 'ContentError'
  constructor(
    readonly status: number,
    message: string,
    /** Seconds to wait before sending again, for 429. */
    readonly retryAfter?: number,
    /** The source's own account of a failure (a CMS's error text, internal paths): for the log, never shown. */
    readonly detail?: string,
  ) {
    super(message)
  }
}

/** Spec §8's text: the status, then the server's message or "failed". */
export function upstreamFailure(status: number, serverMessage: string | null | undefined): string {
  return `${status} ${serverMessage?.trim() || 'failed'}`
}

/** What the public reads of a failed content source: the status and a generic text. */
export function publicFailure(status: number): string {
  return `${status} ${status === 504 ? 'The content source did not answer in time' : 'The content source failed'}`
}

/**
 * A failure of the content source as the public sees it: the status and a generic message. What the source
 * said (`detail`: a CMS's error page, stack frames, paths) goes to the log here and stays on the error.
 * `Failure` is the kind of error (a subclass says more, e.g. that the source is unavailable). `quiet`: the
 * caller logs it, without the detail (what the CMS says about a visitor's message may quote it).
 */
export function sourceFailure(status: number, detail: string, Failure: typeof ContentError = ContentError, { quiet = false } = {}): ContentError {
  if (!quiet) log.error('content.source_failed', { status, detail })
  return new Failure(status, publicFailure(status), undefined, detail)
}
