/** Spec §4: a chunk that fails to load (a deploy replaced it) reloads the page, at most once a minute. */

export const RELOAD_GUARD_MS = 60_000
const KEY = 'chunk-reload-at'

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  reload: () => void
}

/** Reloads unless a reload for the same reason happened in the last 60 s; says whether it did. */
export function reloadAfterChunkError({ storage, now, reload }: ReloadDeps): boolean {
  try {
    const last = Number(storage.getItem(KEY) ?? 0)
    if (now() - last < RELOAD_GUARD_MS) return false
    storage.setItem(KEY, String(now()))
  } catch {
    // Without storage there is no guard against a reload loop: stay on the page.
    return false
  }
  reload()
  return true
}
