/** A number as the page's language writes it: counts grouped in thousands (6,617, never 6617), decimals as asked. Pure. */
import type { Lang } from '../../routing/locale.ts'

/** Formats by language and fraction digits, made once per isolate: making one costs far more than using it. */
const formats = new Map<string, Intl.NumberFormat>()

export function formatNumber(n: number, lang: Lang, fractionDigits = 0): string {
  const key = `${lang}|${fractionDigits}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: fractionDigits })))
  return format.format(n)
}
