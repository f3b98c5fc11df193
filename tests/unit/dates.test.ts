import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { calendarDate, dateAndTime } from '../../src/ui/text/dates.ts'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

describe('dates are written one way per language: 2023-02-16 in Chinese, 16 Feb 2023 in English', () => {
  it('the calendar date an item was written with, whatever the offset', () => {
    expect(calendarDate('2023-02-16T10:00:00+08:00', 'zh-CN')).toEqual({ text: '2023-02-16', dateTime: '2023-02-16' })
    expect(calendarDate('2023-02-16T01:00:00+08:00', 'en')).toEqual({ text: '16 Feb 2023', dateTime: '2023-02-16' })
    expect(calendarDate('soon', 'en')).toEqual({ text: 'soon', dateTime: 'soon' })
  })

  it('an instant with its time, in a time zone', () => {
    expect(dateAndTime(new Date('2024-11-19T06:00:00Z'), 'Asia/Shanghai', 'zh-CN')).toBe('2024-11-19 14:00')
    expect(dateAndTime(new Date('2024-11-19T18:30:00Z'), 'Asia/Shanghai', 'en')).toBe('20 Nov 2024, 02:30')
    // Each time zone its own: the same instant after Shanghai's, in London and back in Shanghai.
    expect(dateAndTime(new Date('2024-11-19T18:30:00Z'), 'Europe/London', 'en')).toBe('19 Nov 2024, 18:30')
    expect(dateAndTime(new Date('2024-11-19T18:30:00Z'), 'Asia/Shanghai', 'zh-CN')).toBe('2024-11-20 02:30')
  })
})

describe('every date a page shows is in its language’s one format (lists, article, cards, the header’s news, the event)', () => {
  beforeAll(seedContent)
  const DATE = {
    'zh-CN': { date: /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}（北京时间）)?$/, month: /^\d{4}-\d{2}$/ },
    en: { date: /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}(, \d{2}:\d{2} \(UTC\+8\))?$/, month: /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/ },
  } as const
  const PAGES = ['/', '/industryTrends/', '/newDetail/1/1790000000000120101', '/AccessHcs', '/activity']

  it.each(PAGES.flatMap((path) => [['zh-CN', path] as const, ['en', path === '/' ? '/en/' : `/en${path}`] as const]))('%s %s', async (lang, path) => {
    const res = await exports.default.fetch(new Request(`http://site.test${path}`))
    expect(res.status).toBe(200)
    const html = await res.text()
    const dates = (await select(html, 'time:not(.date-block)')).map((time) => time.text)
    expect(dates.length).toBeGreaterThan(0)
    for (const date of dates) expect(date, path).toMatch(DATE[lang].date)
    // A list's date block: the day large above its month, the month as the language writes it.
    for (const month of await select(html, '.date-block__month')) expect(month.text, path).toMatch(DATE[lang].month)
  })
})
