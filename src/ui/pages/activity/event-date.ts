/** The event's start as the visitor reads it, in the company's time zone. Pure. */
import { EVENT_TIME_ZONE } from '../../../activity/settings.ts'
import type { Lang } from '../../../routing/locale.ts'

export function eventDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
    hourCycle: 'h23',
  }).format(new Date(iso)) + (lang === 'en' ? ' (UTC+8)' : '（北京时间）')
}
