/**
 * One response read once and handed to any number of readers: each gets what has arrived so far, then the
 * rest as it comes. Concurrent requests for the same page share one render this way; when the body has
 * ended, its bytes are there whole for the page cache.
 */
export class SharedResponse {
  private readonly chunks: Uint8Array[] = []
  private readonly readers = new Set<ReadableStreamDefaultController<Uint8Array>>()
  private ended = false
  private failure: unknown
  /** Settles when the body has been read to its end (rejects if reading it failed). */
  readonly done: Promise<void>

  constructor(private readonly response: Response) {
    this.done = this.pump()
  }

  private async pump(): Promise<void> {
    const body = this.response.body
    try {
      if (body) {
        const reader = body.getReader()
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          this.chunks.push(part.value)
          // Each reader gets its own copy: the runtime may take over (detach) a buffer it sends.
          for (const reader of this.readers) reader.enqueue(part.value.slice())
        }
      }
      this.ended = true
      for (const reader of this.readers) reader.close()
    } catch (error) {
      this.failure = error
      for (const reader of this.readers) reader.error(error)
      throw error
    } finally {
      this.readers.clear()
    }
  }

  /** A response of its own for one reader, with `headers` added. */
  copy(headers: Record<string, string> = {}): Response {
    const hasBody = this.response.body !== null
    let mine: ReadableStreamDefaultController<Uint8Array> | undefined
    const body = hasBody
      ? new ReadableStream<Uint8Array>({
          start: (controller) => {
            mine = controller
            for (const chunk of this.chunks) controller.enqueue(chunk.slice())
            if (this.failure !== undefined) controller.error(this.failure)
            else if (this.ended) controller.close()
            else this.readers.add(controller)
          },
          // A reader that went away (the visitor closed the page) stops receiving; the others go on.
          cancel: () => {
            if (mine) this.readers.delete(mine)
          },
        })
      : null
    const copy = new Response(body, this.response)
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    return copy
  }

  /** The whole body, once it has ended. */
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    await this.done
    const whole = new Uint8Array(this.chunks.reduce((n, c) => n + c.byteLength, 0))
    let at = 0
    for (const chunk of this.chunks) {
      whole.set(chunk, at)
      at += chunk.byteLength
    }
    return whole
  }

  get status(): number {
    return this.response.status
  }

  get headers(): Headers {
    return this.response.headers
  }
}
