/**
 * The worker isolate's JavaScript heap, asked of its inspector (the local server links it at `/__debug`):
 * what the site itself holds, apart from the rest of workerd's memory.
 */

/** The inspector's WebSocket address of the worker behind `origin`, from the local server's debug page. */
export async function inspectorUrl(origin: string): Promise<string | null> {
  try {
    const page = await (await fetch(`${origin}/__debug`)).text()
    const ws = /[?&]ws=([^&"'<]+)/.exec(page)?.[1]
    return ws ? `ws://${decodeURIComponent(ws).replace(/^localhost/, '127.0.0.1')}` : null
  } catch {
    return null
  }
}

/**
 * MB of the worker's heap in use (null when the inspector cannot be reached: it may be slow just after a load);
 * with `collectGarbage`, after a full garbage collection: what the isolate keeps, not what it has not yet freed.
 */
export async function workerHeapMb(origin: string, { collectGarbage = false } = {}): Promise<number | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const url = await inspectorUrl(origin)
    const heap = url ? await askHeap(url, collectGarbage) : null
    if (heap !== null) return heap
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  return null
}

function askHeap(url: string, collectGarbage: boolean): Promise<number | null> {
  return new Promise((resolve) => {
    // The inspector refuses a connection without an Origin of its own host.
    const socket = new WebSocket(url, { headers: { Origin: 'http://localhost' } } as unknown as string[])
    const give = (value: number | null) => {
      clearTimeout(timer)
      socket.close()
      resolve(value)
    }
    const timer = setTimeout(() => give(null), 60_000)
    socket.onerror = () => give(null)
    const usage = () => socket.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }))
    // workerd's inspector does not answer HeapProfiler.collectGarbage; a heap snapshot collects the garbage
    // first (its chunks are dropped here), and then answers with its own id.
    const snapshot = () => socket.send(JSON.stringify({ id: 2, method: 'HeapProfiler.takeHeapSnapshot', params: { reportProgress: false } }))
    socket.onopen = () => (collectGarbage ? snapshot() : usage())
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize?: number } }
      if (message.id === 2) usage()
      if (message.id === 1) give(typeof message.result?.usedSize === 'number' ? message.result.usedSize / 1024 / 1024 : null)
    }
  })
}
