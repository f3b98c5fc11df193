/**
 * Short lists that CMS text joins with a spaced middle dot, bullet or bar ("Venturi valves · Sensors"): the space
 * before each separator becomes a no-break space, so a separator ends its line and never starts one.
 */
export function keepSeparators(text: string): string {
  return text.replace(/[ \t]+([·•|])(?=\s)/g, '\u00a0$1')
}
