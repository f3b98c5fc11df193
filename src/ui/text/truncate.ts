/** Character limits of spec §9 (feature values 50, product descriptions 90, news descriptions 150). */

/** Counted in characters (code points), so a CJK or emoji character is one. */
export function chars(text: string): string[] {
  return Array.from(text.trim())
}

/** `text` cut to `max` characters, with an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const all = chars(text)
  return all.length <= max ? all.join('') : `${all.slice(0, max).join('').trimEnd()}…`
}
