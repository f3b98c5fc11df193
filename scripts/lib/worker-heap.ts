/**
 * The worker isolate's JavaScript heap, asked of its inspector (the local server links it at `/__debug`):
 * what the site itself holds, apart from the rest of workerd's memory.
 */

/** The inspector's WebSocket address of the worker behind `origin`, from the local server's debug page. */
async function inspectorUrl(origin: string): Promise<string | null> {
  try {
    const page = await (await fetch(`${origin}/__debug`)).text()
    const ws = /[?&]ws=([^&"'<]+)/.exec(page)?.[1]
    return ws ? `ws://${decodeURIComponent(ws).replace(/^localhost/, '127.0.0.1')}` : null
  } catch {
    return null
  }
}

/** MB of the worker's heap in use (null when the inspector cannot be reached: it may be slow just after a load). */
export async function workerHeapMb(origin: string): Promise<number | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const url = await inspectorUrl(origin)
    const heap = url ? await askHeap(url) : null
    if (heap !== null) return heap
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  return null
}

function askHeap(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    // The inspector refuses a connection without an Origin of its own host.
    const socket = new WebSocket(url, { headers: { Origin: 'http://localhost' } } as unknown as string[])
    const give = (value: number | null) => {
      clearTimeout(timer)
      socket.close()
      resolve(value)
    }
    const timer = setTimeout(() => give(null), 10_000)
    socket.onerror = () => give(null)
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }))
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize?: number } }
      if (message.id === 1) give(typeof message.result?.usedSize === 'number' ? message.result.usedSize / 1024 / 1024 : null)
    }
  })
}
