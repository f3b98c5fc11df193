import { describe, expect, it } from 'vitest'
import { RELOAD_GUARD_MS, reloadAfterChunkError } from '../../src/client/reload-guard.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) }
}

describe('a failed chunk load reloads the page at most once a minute', () => {
  it('reloads on the first failure, not again within 60 s, and again after', () => {
    const storage = memoryStorage()
    let now = 1_000_000
    let reloads = 0
    const deps = { storage, now: () => now, reload: () => void reloads++ }
    expect(reloadAfterChunkError(deps)).toBe(true)
    now += RELOAD_GUARD_MS - 1
    expect(reloadAfterChunkError(deps)).toBe(false)
    now += 1
    expect(reloadAfterChunkError(deps)).toBe(true)
    expect(reloads).toBe(2)
  })

  it('does not reload when storage is unavailable, since nothing could stop a loop', () => {
    let reloads = 0
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {},
    }
    expect(reloadAfterChunkError({ storage, now: () => 0, reload: () => void reloads++ })).toBe(false)
    expect(reloads).toBe(0)
  })
})
