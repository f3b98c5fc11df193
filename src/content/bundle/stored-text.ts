/**
 * What tells one stored JSON text (a bundle, a search index) from another without keeping the text: its length
 * and its start, where the writer puts what is new on every build (the bundle's `version`, the index's
 * `bundleVersion` and `builtAt`). An isolate keeps this instead of a copy of megabytes it has already parsed.
 */
export const storedTextId = (text: string): string => `${text.length}:${text.slice(0, 200)}`
