import type { Lang } from '../../../routing/locale.ts'
import { calendarDate, yearMonth } from '../../text/dates.ts'

/** The parts of a news date block: the day large, the year and month small (2023-02, or Feb 2023). */
export function dateBlockParts(iso: string, lang: Lang): { dateTime: string; day: string; yearMonth: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) return undefined
  const [, year, month, day] = match as unknown as [string, string, string, string]
  return { dateTime: `${year}-${month}-${day}`, day, yearMonth: yearMonth(year, month, lang) }
}

/** A list item's date: the day large above its year and month; a date it cannot read is shown as given. */
export function DateBlock({ iso, lang }: { iso: string; lang: Lang }) {
  const parts = dateBlockParts(iso, lang)
  if (!parts) {
    const { text, dateTime } = calendarDate(iso, lang)
    return <time className="date-block" dateTime={dateTime}>{text}</time>
  }
  return (
    <time className="date-block" dateTime={parts.dateTime}>
      <span className="date-block__day">{parts.day}</span>
      <span className="date-block__month">{parts.yearMonth}</span>
    </time>
  )
}
