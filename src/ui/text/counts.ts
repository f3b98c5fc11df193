/** A count as the page's language writes it: 6,617 and 1,200 (grouped in thousands), never 6617. Pure. */
import type { Lang } from '../../routing/locale.ts'

/** One format per language, made once per isolate: making one costs far more than using it. */
const formats = new Map<Lang, Intl.NumberFormat>()

export function formatCount(n: number, lang: Lang): string {
  let format = formats.get(lang)
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 })))
  return format.format(n)
}
