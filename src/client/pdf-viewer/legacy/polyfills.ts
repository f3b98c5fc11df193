/**
 * What pdf.js's legacy build uses without bringing it (its own core-js polyfills cover the rest), for the
 * engines of the support matrix that lack it: Promise.withResolvers (Chrome 119, Safari 17.4, Firefox 121),
 * AbortSignal.any (Chrome 116, Safari 17.4, Firefox 124) and ArrayBuffer#transferToFixedLength (Chrome 114,
 * Safari 17.4, Firefox 122; a copy here, where the real one moves the bytes). Loaded before the legacy build,
 * in the page and in each of its workers.
 */
type Resolvers<T> = { promise: Promise<T>; resolve: (value: T | PromiseLike<T>) => void; reject: (reason?: unknown) => void }

const promise = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> }
promise.withResolvers ??= <T>(): Resolvers<T> => {
  let resolve!: Resolvers<T>['resolve']
  let reject!: Resolvers<T>['reject']
  const created = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise: created, resolve, reject }
}

const abortSignal = AbortSignal as unknown as { any?: (signals: AbortSignal[]) => AbortSignal }
abortSignal.any ??= (signals: AbortSignal[]): AbortSignal => {
  const controller = new AbortController()
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason)
      break
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal })
  }
  return controller.signal
}

const buffer = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (this: ArrayBuffer, length?: number) => ArrayBuffer }
buffer.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
  const copy = new ArrayBuffer(length)
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)))
  return copy
}

export {}
