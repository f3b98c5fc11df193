/** The event's start as the visitor reads it, in the company's time zone (src/ui/text/dates.ts). Pure. */
import { EVENT_TIME_ZONE } from '../../../activity/settings.ts'
import type { Lang } from '../../../routing/locale.ts'
import { dateAndTime } from '../../text/dates.ts'

export function eventDate(iso: string, lang: Lang): string {
  return dateAndTime(new Date(iso), EVENT_TIME_ZONE, lang) + (lang === 'en' ? ' (UTC+8)' : '（北京时间）')
}
