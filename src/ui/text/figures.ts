/**
 * A headline figure with its thousands grouped (issue 35): "10000+" → "10,000+", "1400+" → "1,400+", "5000" →
 * "5,000", as the running text of both languages writes its numbers ("60–17,000 m³/h", "more than 10,000
 * valves"); a year stays a year ("1997"). The same in both languages, as spec §1's figures read. Pure.
 */

/** A bare four-digit number of these is a year, not a count. */
const YEAR = /^(19|20)\d\d$/

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

export function formatFigure(value: string): string {
  if (YEAR.test(value.trim())) return value
  // Whole numbers of four digits or more, not part of a decimal or an already grouped number.
  return value.replace(/(?<![\d.,])\d{4,}(?![\d.,]\d)/g, grouped)
}
