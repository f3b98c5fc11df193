/**
 * What rendering makes, kept per isolate, at most `max` entries: the least recently used goes first. The render
 * caches (the header and footer, islands, a Chinese heading's words) are keyed by everything their value
 * depends on, so an entry is never stale, only dropped when room is needed.
 */
export class RecentlyUsed<V> {
  private readonly entries = new Map<string, V>()

  constructor(private readonly max: number) {}

  /** The entry under `key`, made by `make` (and kept) when there is none. */
  get(key: string, make: () => V): V {
    let value = this.entries.get(key)
    if (value === undefined) {
      value = make()
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!)
    } else {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(key)
    }
    this.entries.set(key, value)
    return value
  }
}
