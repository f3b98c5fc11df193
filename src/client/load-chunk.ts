import { reloadAfterChunkError } from './reload-guard.ts'

/**
 * Loads a widget's chunk and starts it. A chunk that cannot load (a deploy replaced it) is logged with
 * `failure` and the page reloads once (reload-guard.ts); until then the widget's HTML works without it.
 */
export function loadChunk<M>(load: () => Promise<M>, start: (module: M) => void, failure: string): void {
  load().then(start, (error: unknown) => {
    console.error(failure, error)
    reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => location.reload() })
  })
}
