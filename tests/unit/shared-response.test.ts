import { describe, expect, it } from 'vitest'
import { SharedResponse, streamsToItsProducer } from '../../src/http/shared-response.ts'

const encoder = new TextEncoder()

/** A body whose parts are sent one by one: `send(text)`, then `end()` or `fail(error)`. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: (error: Error) => controller.error(error),
  }
}

const decoded = (buffer: ArrayBuffer | null) => new TextDecoder().decode(buffer ?? new ArrayBuffer(0))

/** Whether a promise has settled by the time the queued work has run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 10))
  return settled
}

describe('a shared response streams to its producer and gives the others its finished bytes', () => {
  it('the producer reads the body as it is produced, before it has ended', async () => {
    const body = controlledBody()
    const own = await new SharedResponse(streamsToItsProducer(body.response)).take({ 'X-Page-Cache': 'miss' })
    const reader = own.body!.getReader()
    body.send('<head>')
    expect(decoded((await reader.read()).value!.buffer as ArrayBuffer)).toBe('<head>')
    expect(own.headers.get('X-Page-Cache')).toBe('miss')
    body.end()
  })

  it('another request gets no stream of the producer: its copy is made of the whole body once it has ended', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(streamsToItsProducer(body.response))
    const own = await shared.take()
    body.send('<head>')
    const copy = shared.copy({ 'X-Page-Cache': 'shared' })
    expect(await settledYet(copy)).toBe(false)
    body.send('<main>')
    body.end()
    const late = await copy
    expect(await late.text()).toBe('<head><main>')
    expect(late.headers.get('X-Page-Cache')).toBe('shared')
    expect(late.headers.get('Content-Type')).toBe('text/html')
    expect(await own.text()).toBe('<head><main>')
    expect(await (await shared.copy()).text()).toBe('<head><main>')
  })

  it('the body is whole for the cache and the others even when the producer’s visitor goes away midway', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(streamsToItsProducer(body.response))
    const reader = (await shared.take()).body!.getReader()
    body.send('<head>')
    await reader.read()
    await reader.cancel()
    body.send('<main>')
    body.end()
    expect(decoded(await shared.done)).toBe('<head><main>')
    expect(await (await shared.copy()).text()).toBe('<head><main>')
  })

  it('a body that fails reaches the producer, the cache and every other request as a failure, not as a shorter page', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(streamsToItsProducer(body.response))
    const own = await shared.take()
    const copy = shared.copy()
    body.send('<head>')
    body.fail(new Error('render failed'))
    await expect(own.text()).rejects.toThrow('render failed')
    await expect(shared.done).rejects.toThrow('render failed')
    await expect(copy).rejects.toThrow('render failed')
  })

  it('a response without a body is shared as one without a body, with its status and headers', async () => {
    const shared = new SharedResponse(new Response(null, { status: 301, headers: { Location: '/pdf/x' } }))
    expect(await shared.done).toBeNull()
    const copy = await shared.copy()
    expect(copy.status).toBe(301)
    expect(copy.headers.get('Location')).toBe('/pdf/x')
    expect(copy.body).toBeNull()
    expect((await shared.take()).status).toBe(301)
  })

  it('a body that is not a render (a copy from the cache) is bytes for everyone, the producer too', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(body.response)
    const own = shared.take({ 'X-Page-Cache': 'hit' })
    body.send('<p>cached</p>')
    expect(await settledYet(own)).toBe(false)
    body.end()
    expect(await (await own).text()).toBe('<p>cached</p>')
    expect((await own).headers.get('X-Page-Cache')).toBe('hit')
    expect(await (await shared.copy()).text()).toBe('<p>cached</p>')
  })

  it('the producer’s own response is taken once', async () => {
    const shared = new SharedResponse(streamsToItsProducer(new Response('x')))
    await shared.take()
    await expect(shared.take()).rejects.toThrow()
  })

  it('a copy carries React’s inline scripts under the nonce of the request it is for, and no other script is touched', async () => {
    const html = '<p nonce="producer">text</p><script nonce="producer">reveal()</script><script nonce="other">x()</script>'
    const shared = new SharedResponse(streamsToItsProducer(new Response(html, { headers: { 'Content-Type': 'text/html' } })), 'producer')
    const copy = await (await shared.copy({}, 'visitor')).text()
    expect(copy).toBe('<p nonce="producer">text</p><script nonce="visitor">reveal()</script><script nonce="other">x()</script>')
  })
})
