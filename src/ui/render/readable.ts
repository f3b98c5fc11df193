/**
 * A page's data as its components read it with `use()`: a promise that, once settled, carries its outcome in
 * the fields React itself sets on the promises it has seen (`status`, `value`, `reason`).
 *
 * React's string renderer cannot wait: a promise it has not seen suspends its part even when it has long
 * settled. Marked, it is read at once, so a page whose data is in renders to one string (see renderPage). The
 * stream renderer reads the same fields.
 */
type Readable<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

/** The promise itself, marked with its outcome when it settles. */
export function readable<T>(promise: Promise<T>): Promise<T> {
  const marked: Readable<T> = promise
  promise.then(
    (value) => {
      marked.status = 'fulfilled'
      marked.value = value
    },
    (reason: unknown) => {
      marked.status = 'rejected'
      marked.reason = reason
    },
  )
  return promise
}
