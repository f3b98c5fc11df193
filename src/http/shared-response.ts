/**
 * One response handed to any number of readers: each gets the whole body, streamed as it is produced, and
 * once it has ended its bytes are there whole for the page cache. Concurrent requests for the same page share
 * one render this way.
 *
 * The body is split with the runtime's own `tee()`, never pumped chunk by chunk through JavaScript: a render
 * is about twenty 4 KB chunks, and copying each through our code cost a fifth of an uncached page (`npm run
 * bench`). One branch goes to the first reader, one is read whole by the runtime for the cache, and, for a body
 * that streams in parts, one is kept unread (the runtime holds what arrives) until it ends: each later reader
 * tees it.
 */
export class SharedResponse {
  /** The first reader's branch, until that reader comes. */
  private first: ReadableStream<Uint8Array> | null
  /** The unread branch later readers tee while the body is being produced. */
  private spare: ReadableStream<Uint8Array> | null = null
  private whole: ArrayBuffer | null = null
  /** Settles with the whole body once it has ended (rejects if producing it failed). */
  readonly done: Promise<ArrayBuffer | null>

  /**
   * `inOneGo`: the body is produced in one piece (a page whose data was in), so a later reader loses nothing by
   * getting it whole once it has ended, and no branch is kept for it to tee.
   */
  constructor(
    private readonly response: Response,
    { inOneGo = false } = {},
  ) {
    const body = response.body
    if (!body) {
      this.first = null
      this.done = Promise.resolve(null)
      return
    }
    const [first, rest] = body.tee()
    let forCache = rest
    if (!inOneGo) [forCache, this.spare] = rest.tee()
    this.first = first
    this.done = new Response(forCache).arrayBuffer().then(
      (whole) => {
        this.whole = whole
        this.dropSpare()
        return whole
      },
      (error: unknown) => {
        this.dropSpare()
        throw error
      },
    )
    // A failed body reaches its readers through their branches; `done` is for the cache, which handles it.
    this.done.catch(() => {})
  }

  private dropSpare(): void {
    void this.spare?.cancel().catch(() => {})
    this.spare = null
  }

  /** The body for one more reader: the first reader's branch, a tee of the spare, or the bytes once whole. */
  private nextBody(): BodyInit | null {
    if (this.first) {
      const first = this.first
      this.first = null
      return first
    }
    if (this.whole) return this.whole.slice(0)
    if (this.spare) {
      const [mine, spare] = this.spare.tee()
      this.spare = spare
      return mine
    }
    // The whole body once it has ended; or the failure, if it failed.
    return new ReadableStream<Uint8Array>({
      start: (controller) =>
        this.done.then(
          (whole) => {
            if (whole) controller.enqueue(new Uint8Array(whole.slice(0)))
            controller.close()
          },
          (error: unknown) => controller.error(error),
        ),
    })
  }

  /** A response of its own for one reader, with `headers` added. */
  copy(headers: Record<string, string> = {}): Response {
    const copy = new Response(this.response.body === null ? null : this.nextBody(), this.response)
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    return copy
  }

  get status(): number {
    return this.response.status
  }

  get headers(): Headers {
    return this.response.headers
  }
}
