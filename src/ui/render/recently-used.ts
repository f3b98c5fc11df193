/**
 * What rendering makes, kept per isolate within a budget of entries and of bytes: the least recently used goes
 * first. The render caches (the header and footer, islands, a Chinese heading's words) are keyed by everything
 * their value depends on, so an entry is never stale, only dropped when room is needed. The byte budget keeps
 * them within a fixed share of the isolate's 128 MB however large what they keep grows with the catalogue.
 */
export interface RecentlyUsedBudget<V> {
  /** Entries kept at most. */
  entries: number
  /** Bytes kept at most, as `bytesOf` counts them (keys included). */
  bytes: number
  /** An entry's size in bytes: a string's is twice its length (JavaScript's strings are UTF-16). */
  bytesOf: (value: V) => number
}

/** The bytes of JavaScript strings. */
export const stringBytes = (...texts: readonly string[]): number => texts.reduce((sum, text) => sum + 2 * text.length, 0)

export class RecentlyUsed<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private bytes = 0

  constructor(private readonly budget: RecentlyUsedBudget<V>) {}

  /** The entry under `key`, made by `make` (and kept, when it fits the budget at all) when there is none. */
  get(key: string, make: () => V): V {
    const known = this.peek(key)
    if (known !== undefined) return known
    const value = make()
    this.set(key, value)
    return value
  }

  /** The entry under `key`, if kept (it becomes the most recently used). */
  peek(key: string): V | undefined {
    const known = this.entries.get(key)
    if (known === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, known)
    return known.value
  }

  /** Keeps `value` under `key` in place of what was there, when it fits the budget at all. */
  set(key: string, value: V): void {
    this.delete(key)
    const bytes = stringBytes(key) + this.budget.bytesOf(value)
    if (bytes > this.budget.bytes) return
    while (this.entries.size >= this.budget.entries || this.bytes + bytes > this.budget.bytes) this.dropOldest()
    this.entries.set(key, { value, bytes })
    this.bytes += bytes
  }

  delete(key: string): void {
    const known = this.entries.get(key)
    if (known === undefined) return
    this.bytes -= known.bytes
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  /** How many bytes the kept entries take, as counted. */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  private dropOldest(): void {
    // Most recently used last: a Map keeps insertion order.
    const oldest = this.entries.keys().next()
    if (!oldest.done) this.delete(oldest.value)
  }
}
