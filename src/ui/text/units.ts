/**
 * A number stays with its unit and a standard's name with its number, wherever text is rendered (issue 49):
 * "2,500 Pa", "-15 / -30 / -45 Pa", "6,800 m³/h", "0.2 mm", "ISO 45001", "11 点", "2 秒". The spaces between them
 * become no-break spaces, so a line never ends on the number and starts with its unit. Pure; the page's text
 * pass (src/ui/render/text-pass.ts) applies it to every text of every page, content from D1 and the CMS alike.
 */

/** A number as content writes it: a sign, digits with thousands separators or a decimal point. */
const NUMBER = String.raw`[-+−±]?\d[\d,.]*`
/** Units of measure a number is read with (SI and the trade's), matched as whole words. */
const UNIT = String.raw`(?:[kKM]?Pa|mm|cm|km|µm|μm|m³\/h|m3\/h|m³\/s|m³|m²|m\/s|L\/s|l\/s|ms|min|s|h|kg|g|kW|W|kV|V|mA|A|Hz|dB|ppm|°C|℃|%|CFM|cfm|m)`
/** A number or a list of numbers (`-15 / -30 / -45`), a space, and a unit that ends there. */
const MEASURE = new RegExp(String.raw`(?<![\p{L}\p{N}.,])${NUMBER}(?: ?\/ ?${NUMBER})* (?=${UNIT}(?![\p{L}\p{N}]))`, 'gu')
/** A standard's name before its number: ISO 9001, GB 50346, GB/T 19001, EN 14175. */
const STANDARD = /\b(ISO|IEC|GB\/T|GB|EN|JGJ|ASHRAE|ANSI|DIN|NSF|YY) (?=\d)/g
/**
 * A number before a Chinese measure word or unit, spaced as the site writes them: 11 点, 2 秒, 24 小时. Not a
 * model code's digits (VV-H200 高速…), and not a year (2026 年…), which would make a heading's first word too
 * long for a phone's line.
 */
const BEFORE_HAN = /(?<![\p{L}\p{N}.,-])(\d[\d,.]*) (?=(?:小时|分钟|毫米|厘米|平方米|立方米|[点秒个台次倍项家间位套种款层度米帕天周万亿]))/gu

const NBSP = '\u00a0'

export function keepUnits(text: string): string {
  if (!/\d/.test(text)) return text
  return text
    .replace(MEASURE, (measure) => measure.replaceAll(' ', NBSP))
    .replace(STANDARD, `$1${NBSP}`)
    .replace(BEFORE_HAN, `$1${NBSP}`)
}
