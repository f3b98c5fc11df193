/**
 * A media host's body as the route passes it on: pulled only as fast as its reader reads (so memory stays a chunk
 * or two whatever the reader's speed), and failed, never ended cleanly, when it is not the whole file: more
 * bytes than the kind may have or than were declared, fewer than were declared, a pause or a total time too long.
 * A failed stream makes the reader's transfer fail too: a visitor sees a reset, the edge cache stores nothing whole.
 */

/** How long a body may pause between two pieces before it is given up. */
export const MEDIA_IDLE_MS = 20_000
/** Every body may take this long, plus the time its size takes at MEDIA_MIN_RATE. */
export const MEDIA_BODY_GRACE_MS = 10_000
/** The slowest average a body may come at (bytes a second): a host dripping a file holds nobody for long. */
export const MEDIA_MIN_RATE = 2 ** 20

export interface BodyLimits {
  /** The most bytes the body may have. */
  maxBytes: number
  /** The bytes the host declared; the body must have exactly these. */
  expected: number | null
  idleMs?: number
  /** The longest the whole body may take (ms); by default MEDIA_BODY_GRACE_MS plus its size at MEDIA_MIN_RATE. */
  totalMs?: number
}

export interface GuardedBody {
  stream: ReadableStream<Uint8Array>
  /** 'whole' once the body ended with every byte it should have; 'cut' once it failed; 'reading' before. */
  state(): 'reading' | 'whole' | 'cut'
  /** Bytes passed on so far. */
  bytes(): number
}

/** The time a body of at most `bytes` may take as a whole. */
export const bodyTimeFor = (bytes: number): number => MEDIA_BODY_GRACE_MS + Math.ceil((bytes / MEDIA_MIN_RATE) * 1000)

export function guardBody(body: ReadableStream<Uint8Array>, { maxBytes, expected, idleMs = MEDIA_IDLE_MS, totalMs }: BodyLimits): GuardedBody {
  const limit = expected ?? maxBytes
  const total = totalMs ?? bodyTimeFor(limit)
  const deadline = Date.now() + total
  let seen = 0
  let state: 'reading' | 'whole' | 'cut' = 'reading'
  const reader = body.getReader()
  const fail = async (controller: ReadableStreamDefaultController<Uint8Array>, reason: string) => {
    state = 'cut'
    await reader.cancel(reason).catch(() => {})
    controller.error(new Error(reason))
  }
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: ReturnType<typeof setTimeout> | undefined
        const wait = Math.min(idleMs, deadline - Date.now())
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(0, wait))))
        const next = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer))
        if (next === 'late') return fail(controller, wait < idleMs ? `the host took longer than ${total} ms for the body` : `the host sent nothing for ${idleMs} ms`)
        if (next.done) {
          if (expected !== null && seen !== expected) return fail(controller, `the host sent ${seen} of ${expected} bytes`)
          state = 'whole'
          return controller.close()
        }
        seen += next.value.byteLength
        if (seen > limit) return fail(controller, expected !== null ? `the host sent more than the ${expected} bytes it declared` : `the file is larger than ${maxBytes} bytes`)
        controller.enqueue(next.value)
      },
      cancel: (reason) => {
        state = 'cut'
        return reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, state: () => state, bytes: () => seen }
}
