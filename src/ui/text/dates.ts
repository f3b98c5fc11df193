/**
 * Dates as a visitor reads them: one format per language everywhere on the pages (lists, articles, cards, the
 * header's news, the launch event): 2023-02-16 in Chinese, 16 Feb 2023 in English. Feeds and `datetime`
 * attributes keep their machine formats. Pure (the time-zone formats are kept per isolate).
 */
import type { Lang } from '../../routing/locale.ts'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A month in the language's form: 2023-02, or Feb 2023. */
export function yearMonth(year: string, month: string, lang: Lang): string {
  return lang === 'en' ? `${MONTHS[Number(month) - 1] ?? month} ${year}` : `${year}-${month}`
}

/** The calendar date an ISO date-time was written with (its own offset): 2023-02-16, or 16 Feb 2023. */
export function calendarDate(iso: string, lang: Lang): { text: string; dateTime: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) return { text: iso, dateTime: iso }
  const [, year, month, day] = match as unknown as [string, string, string, string]
  const dateTime = `${year}-${month}-${day}`
  return { text: lang === 'en' ? `${Number(day)} ${yearMonth(year, month, lang)}` : dateTime, dateTime }
}

/** Date-time formats by time zone, made once per isolate: making one costs far more than using it. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    dateTimeFormats.set(timeZone, format)
  }
  return format
}

/** An instant's date and time in `timeZone`, the date as calendarDate writes it: 2024-11-19 14:00, or 19 Nov 2024, 14:00. */
export function dateAndTime(instant: Date, timeZone: string, lang: Lang): string {
  const parts = Object.fromEntries(
    dateTimeFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  const date = calendarDate(`${parts.year}-${parts.month}-${parts.day}`, lang).text
  return `${date}${lang === 'en' ? ',' : ''} ${parts.hour}:${parts.minute}`
}
