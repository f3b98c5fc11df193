/** A spaced separator of a short list: a middle dot, a bullet or a bar between spaces ("Venturi valves · Sensors"). */
const SPACED = /[ \t\u00a0]+([·•|])[ \t]+/

/**
 * Short lists that CMS text joins with a spaced middle dot, bullet or bar ("Venturi valves · Sensors"): the space
 * before each separator becomes a no-break space, so a separator ends its line and never starts one.
 */
export function keepSeparators(text: string): string {
  return text.replace(/[ \t]+([·•|])(?=\s)/g, '\u00a0$1')
}

/**
 * A short list joined by one kind of spaced separator, as its items and that separator (SeparatedList.tsx sets
 * them so that no line starts or ends with a separator); null for any other text.
 */
export function separatedItems(text: string): { items: string[]; separator: string } | null {
  const separator = SPACED.exec(text)?.[1]
  if (!separator) return null
  const items = text.split(new RegExp(`[ \\t\\u00a0]+\\${separator}[ \\t]+`)).map((item) => item.trim())
  return items.length > 1 && items.every((item) => item.length > 0 && !SPACED.test(` ${item} `)) ? { items, separator } : null
}
