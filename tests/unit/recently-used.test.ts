import { describe, expect, it } from 'vitest'
import { RecentlyUsed, stringBytes } from '../../src/ui/render/recently-used.ts'

describe('a render cache keeps at most its size, dropping the least recently used entry', () => {
  it('makes an entry once and gives it back while it is kept', () => {
    const cache = new RecentlyUsed<string>({ entries: 2, bytes: 1e6, bytesOf: (v) => stringBytes(v) })
    let made = 0
    const make = () => `html ${++made}`
    expect(cache.get('a', make)).toBe('html 1')
    expect(cache.get('a', make)).toBe('html 1')
    expect(made).toBe(1)
  })

  it('an entry used recently outlives one used earlier', () => {
    const cache = new RecentlyUsed<string>({ entries: 2, bytes: 1e6, bytesOf: (v) => stringBytes(v) })
    cache.get('a', () => 'a1')
    cache.get('b', () => 'b1')
    cache.get('a', () => 'a2')
    cache.get('c', () => 'c1')
    expect(cache.get('a', () => 'a3')).toBe('a1')
    expect(cache.get('b', () => 'b2')).toBe('b2')
  })
})

describe('a render cache keeps at most its bytes, however large its entries grow', () => {
  it('drops the least recently used until a new entry fits, and counts what it keeps', () => {
    // Each entry: a one-letter key and 99 characters: 200 bytes.
    const cache = new RecentlyUsed<string>({ entries: 100, bytes: 500, bytesOf: (v) => stringBytes(v) })
    for (const key of ['a', 'b', 'c']) cache.get(key, () => key.repeat(99))
    expect(cache.size()).toEqual({ entries: 2, bytes: 400 })
    expect(cache.get('b', () => 'made again')).toBe('b'.repeat(99))
    expect(cache.get('a', () => 'made again')).toBe('made again')
  })

  it('an entry larger than the whole budget is given but not kept', () => {
    const cache = new RecentlyUsed<string>({ entries: 100, bytes: 500, bytesOf: (v) => stringBytes(v) })
    cache.get('small', () => 'x')
    expect(cache.get('huge', () => 'y'.repeat(1000))).toBe('y'.repeat(1000))
    expect(cache.size()).toEqual({ entries: 1, bytes: stringBytes('small', 'x') })
  })
})
