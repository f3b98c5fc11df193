/**
 * A response produced for one request that other requests want at the same moment: concurrent misses of
 * one page share one render.
 *
 * Workerd (and Cloudflare) forbid a request to touch another request's streams or I/O objects: a branch of
 * the producer's body handed to another request fails there ("Cannot perform I/O on behalf of a different
 * request"). So only the producer's own request streams the body as it is produced; every other request gets
 * the finished bytes, once the body has ended, in a response it makes itself. Bytes and promises may cross
 * requests; streams, bodies and responses never do, and a request resumes from another's promise only
 * through inThisRequest, so that what it makes next is its own.
 *
 * A page being rendered (marked with `streamsToItsProducer`) is split with the runtime's own `tee()`, never
 * pumped chunk by chunk through JavaScript: one branch to the producer's visitor, one read whole by the runtime
 * for the cache and the other requests. Any other body (a copy from the cache, a sitemap made as one string) is
 * read whole first and given to everyone as bytes, the producer included: it gains nothing from streaming,
 * and a branch of the runtime's own stream that is read slowly, or never (a HEAD request), holds the other
 * branch back.
 */
import { inThisRequest } from './in-this-request.ts'
import { carriesNonce, renewNonce } from './renew-nonce.ts'

/** Responses whose body React is rendering as it is read. */
const rendering = new WeakSet<Response>()

/** Marks a rendered page: shared, it streams to the request that rendered it. */
export function streamsToItsProducer(response: Response): Response {
  rendering.add(response)
  return response
}

export class SharedResponse {
  readonly status: number
  /** A copy of the produced headers, taken before any request adds its own. */
  readonly headers: Headers
  /** Settles with the whole body once it has ended (null: it has none); rejects if producing it failed. */
  readonly done: Promise<ArrayBuffer | null>
  /** The producer's streamed response, until it takes it. */
  private own: Response | null
  private readonly nonce: string | undefined
  private taken = false
  /** Whether the body has React's inline scripts under the producer's nonce (asked once, when a copy is made). */
  private scripts: boolean | undefined

  /** `nonce`: the producer's CSP nonce, which any inline script of the body carries. */
  constructor(response: Response, nonce?: string) {
    this.nonce = nonce
    this.status = response.status
    this.headers = new Headers(response.headers)
    const body = response.body
    if (!body || !rendering.has(response)) {
      this.own = null
      this.done = body ? response.arrayBuffer() : Promise.resolve(null)
      this.done.catch(() => {})
      return
    }
    const [mine, rest] = body.tee()
    this.own = new Response(mine, response)
    this.done = new Response(rest).arrayBuffer()
    // A failed body reaches the producer through its branch, the others through copy(); `done` is also the cache's.
    this.done.catch(() => {})
  }

  /**
   * The producer's own response, with `headers` added: for the request that produced it, once. A streamed body
   * comes as it is produced; any other as its bytes.
   */
  async take(headers: Record<string, string> = {}): Promise<Response> {
    if (this.taken) throw new Error('a shared response is taken once, by the request that produced it')
    this.taken = true
    const own = this.own
    this.own = null
    if (!own) return this.copy(headers)
    for (const [name, value] of Object.entries(headers)) own.headers.set(name, value)
    return own
  }

  /**
   * A response for another request, made in that request: the finished bytes once the body has ended, with
   * `headers` added, and the inline scripts under that request's `nonce`. Rejects if producing the body failed.
   */
  async copy(headers: Record<string, string> = {}, nonce?: string): Promise<Response> {
    // `done` settles in the producer's request; the copy must be made in this one.
    const whole = await inThisRequest(this.done)
    const copy = new Response(whole && whole.slice(0), { status: this.status, headers: this.headers })
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    if (!whole || !nonce || !this.nonce) return copy
    this.scripts ??= carriesNonce(whole, this.nonce)
    return this.scripts ? renewNonce(copy, this.nonce, nonce) : copy
  }
}
