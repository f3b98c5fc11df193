import { describe, expect, it } from 'vitest'
import { RecentlyUsed } from '../../src/ui/render/recently-used.ts'

describe('a render cache keeps at most its size, dropping the least recently used entry', () => {
  it('makes an entry once and gives it back while it is kept', () => {
    const cache = new RecentlyUsed<string>(2)
    let made = 0
    const make = () => `html ${++made}`
    expect(cache.get('a', make)).toBe('html 1')
    expect(cache.get('a', make)).toBe('html 1')
    expect(made).toBe(1)
  })

  it('an entry used recently outlives one used earlier', () => {
    const cache = new RecentlyUsed<string>(2)
    cache.get('a', () => 'a1')
    cache.get('b', () => 'b1')
    cache.get('a', () => 'a2')
    cache.get('c', () => 'c1')
    expect(cache.get('a', () => 'a3')).toBe('a1')
    expect(cache.get('b', () => 'b2')).toBe('b2')
  })
})
