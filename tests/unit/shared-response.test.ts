import { describe, expect, it } from 'vitest'
import { SharedResponse } from '../../src/http/shared-response.ts'

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

describe('a shared response gives every reader the whole body', () => {
  it('a reader that comes while the body is streaming gets what was sent before it came, then the rest', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(body.response)
    const first = shared.copy({ 'X-Page-Cache': 'miss' })
    body.send('<head>')
    body.send('<header>')
    const late = shared.copy({ 'X-Page-Cache': 'shared' })
    body.send('<main>')
    body.end()
    expect(await first.text()).toBe('<head><header><main>')
    expect(await late.text()).toBe('<head><header><main>')
    expect(late.headers.get('X-Page-Cache')).toBe('shared')
    expect(late.headers.get('Content-Type')).toBe('text/html')
  })

  it('a reader that comes after the body has ended gets it whole', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(body.response)
    body.send('<p>done</p>')
    body.end()
    expect(decoded(await shared.done)).toBe('<p>done</p>')
    expect(await shared.copy().text()).toBe('<p>done</p>')
    expect(await shared.copy().text()).toBe('<p>done</p>')
  })

  it('the body is whole for the cache even when the first reader goes away midway', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(body.response)
    const reader = shared.copy().body!.getReader()
    body.send('<head>')
    await reader.read()
    await reader.cancel()
    body.send('<main>')
    body.end()
    expect(decoded(await shared.done)).toBe('<head><main>')
  })

  it('a body that fails reaches every reader and the cache as a failure, not as a shorter page', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(body.response)
    const first = shared.copy()
    body.send('<head>')
    body.fail(new Error('render failed'))
    await expect(first.text()).rejects.toThrow('render failed')
    await expect(shared.done).rejects.toThrow('render failed')
    await expect(shared.copy().text()).rejects.toThrow('render failed')
  })

  it('a body produced in one go keeps no branch for later readers: one that comes midway gets it whole once it has ended', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(body.response, { inOneGo: true })
    const first = shared.copy()
    body.send('<head>')
    const late = shared.copy({ 'X-Page-Cache': 'shared' })
    body.send('<main>')
    body.end()
    expect(await late.text()).toBe('<head><main>')
    expect(await first.text()).toBe('<head><main>')
    expect(decoded(await shared.done)).toBe('<head><main>')
  })

  it('a body produced in one go that fails reaches a later reader as a failure', async () => {
    const body = controlledBody()
    const shared = new SharedResponse(body.response, { inOneGo: true })
    const first = shared.copy()
    const late = shared.copy()
    body.fail(new Error('render failed'))
    await expect(late.text()).rejects.toThrow('render failed')
    await expect(first.text()).rejects.toThrow('render failed')
  })

  it('a response without a body is shared as one without a body', async () => {
    const shared = new SharedResponse(new Response(null, { status: 304 }))
    expect(await shared.done).toBeNull()
    const copy = shared.copy()
    expect(copy.status).toBe(304)
    expect(copy.body).toBeNull()
  })
})
