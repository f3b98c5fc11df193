import { env, exports } from 'cloudflare:workers'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { arrivalDecision, type Arrival } from '../../src/activity/arrival.ts'
import { activityEvent, eventEnded, homeEntryShown, parseWindow, windowOpen, type ActivityEvent } from '../../src/activity/event.ts'
import { ACTIVITY_COOKIE, HOME_ACTIVE_FROM } from '../../src/activity/settings.ts'
import type { Config } from '../../src/content/model/entities.ts'
import { eventDate } from '../../src/ui/pages/activity/event-date.ts'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

const HOUR = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()

describe('the event window is `start/end` in ISO 8601 with an offset; anything else keeps it closed', () => {
  it('a valid window', () => {
    expect(parseWindow('2024-11-18T06:00:00+08:00/2024-11-20T00:00:00+08:00')).toEqual({ opens: Date.parse('2024-11-17T22:00:00Z'), closes: Date.parse('2024-11-19T16:00:00Z') })
  })
  it.each([
    ['empty', ''],
    ['one instant', '2024-11-18T06:00:00+08:00'],
    ['no offset (a different instant on every host)', '2024-11-18T06:00:00/2024-11-20T00:00:00'],
    ['a bare date', '2024-11-18/2024-11-20'],
    ['end before start', '2024-11-20T00:00:00Z/2024-11-18T00:00:00Z'],
    ['empty span', '2024-11-20T00:00:00Z/2024-11-20T00:00:00Z'],
    ['three parts', '2024-11-18T00:00:00Z/2024-11-19T00:00:00Z/2024-11-20T00:00:00Z'],
    ['garbage', 'soon'],
  ])('%s', (_, value) => {
    expect(parseWindow(value)).toBeUndefined()
  })
  it('open from its start, closed at its end', () => {
    const event: ActivityEvent = { title: 't', text: '', window: { opens: 1000, closes: 2000 } }
    expect([999, 1000, 1999, 2000].map((now) => windowOpen(event, now))).toEqual([false, true, true, false])
    expect(windowOpen({ title: 't', text: '' }, 1500)).toBe(false)
    expect(windowOpen(undefined, 1500)).toBe(false)
  })
})

describe('the event is over once its window has closed', () => {
  it('not before the window’s end, from its end on; never without a valid window', () => {
    const event: ActivityEvent = { title: 't', text: '', window: { opens: 1000, closes: 2000 } }
    expect([999, 1999, 2000, 5000].map((now) => eventEnded(event, now))).toEqual([false, false, true, true])
    expect(eventEnded({ title: 't', text: '' }, 5000)).toBe(false)
    expect(eventEnded(undefined, 5000)).toBe(false)
  })
})

describe('the home flag isActive: the entry shows while the window is open and from 2024-11-18 06:00', () => {
  const from = Date.parse(HOME_ACTIVE_FROM)
  const event = (opens: number, closes: number): ActivityEvent => ({ title: 't', text: '', window: { opens, closes } })
  it('isActive is true from 2024-11-18 06:00 China time', () => {
    expect(from).toBe(Date.parse('2024-11-17T22:00:00Z'))
  })
  it('open window, after the flag: shown; before the flag: not; closed window: not', () => {
    expect(homeEntryShown(event(from - HOUR, from + HOUR), from)).toBe(true)
    expect(homeEntryShown(event(from - HOUR, from + HOUR), from - 1)).toBe(false)
    expect(homeEntryShown(event(from - 2 * HOUR, from - HOUR), from)).toBe(false)
  })
})

describe('the event comes from the site config, per language', () => {
  const configs: Config[] = [
    { key: 'activity_event', name: '发布会', valueDefault: '2024-11-19T14:00:00+08:00', description: '中文介绍' },
    { key: 'activity_event_en', name: 'Launch', valueDefault: '2024-11-19T14:00:00+08:00', description: 'English text' },
    { key: 'activity_window', name: 'w', valueDefault: '2024-11-18T06:00:00+08:00/2024-11-20T00:00:00+08:00', description: null },
    { key: 'activity_live_stream', name: 'l', valueDefault: 'https://live.example.com/x', description: null },
  ]
  it('title, text, start and live stream in the language; the window shared', () => {
    expect(activityEvent(configs, 'en')).toEqual({
      title: 'Launch',
      text: 'English text',
      startsAt: '2024-11-19T14:00:00+08:00',
      liveStreamUrl: 'https://live.example.com/x',
      window: parseWindow('2024-11-18T06:00:00+08:00/2024-11-20T00:00:00+08:00'),
    })
    expect(activityEvent(configs, 'zh-CN')?.title).toBe('发布会')
  })
  it('the window is one for both languages: an `_en` window is not read', () => {
    const withEn = [...configs, { key: 'activity_window_en', name: 'w', valueDefault: '2020-01-01T00:00:00Z/2020-01-02T00:00:00Z', description: null }]
    expect(activityEvent(withEn, 'en')?.window).toEqual(activityEvent(configs, 'zh-CN')?.window)
  })
  it('no event setting: no event', () => {
    expect(activityEvent(configs.slice(2), 'zh-CN')).toBeUndefined()
  })
  it('a bundle’s event is read once per language, however many requests ask (the same answer each time)', () => {
    const once = [...configs]
    expect(activityEvent(once, 'en')).toBe(activityEvent(once, 'en'))
    expect(activityEvent(once, 'zh-CN')).not.toBe(activityEvent(once, 'en'))
    // Another bundle's configs are read afresh.
    expect(activityEvent([...configs], 'en')).not.toBe(activityEvent(once, 'en'))
  })
  it.each(['javascript:alert(1)', '/activity', '//evil.example/x', 'data:text/html,x', 'ftp://x.example/'])('a live stream URL %s is dropped: only absolute http(s) links', (url) => {
    const withUrl = configs.map((c) => (c.key === 'activity_live_stream' ? { ...c, valueDefault: url } : c))
    expect(activityEvent(withUrl, 'zh-CN')?.liveStreamUrl).toBeUndefined()
  })
  it('what is left once it is over: the recording (absolute http(s) only) and the article (a site path in the language, or http(s))', () => {
    const after = [
      ...configs,
      { key: 'activity_recording', name: 'r', valueDefault: 'https://live.example.com/replay', description: null },
      { key: 'activity_article', name: 'a', valueDefault: '/newDetail/1/1790000000000120108', description: null },
    ]
    expect(activityEvent(after, 'en')).toMatchObject({ recordingUrl: 'https://live.example.com/replay', articleUrl: '/en/newDetail/1/1790000000000120108' })
    expect(activityEvent(after, 'zh-CN')).toMatchObject({ recordingUrl: 'https://live.example.com/replay', articleUrl: '/newDetail/1/1790000000000120108' })
    const elsewhere = after.map((c) => (c.key === 'activity_article' ? { ...c, valueDefault: 'https://press.example.com/launch' } : c))
    expect(activityEvent(elsewhere, 'en')?.articleUrl).toBe('https://press.example.com/launch')
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'mailto:a@b.example', '#top']) {
      const worse = after.map((c) => (c.key.startsWith('activity_') && c.key !== 'activity_window' && c.key !== 'activity_event' ? { ...c, valueDefault: bad } : c))
      expect(activityEvent(worse, 'en'), bad).toMatchObject({ recordingUrl: undefined, articleUrl: undefined })
    }
    expect(activityEvent(configs, 'en')).toMatchObject({ recordingUrl: undefined, articleUrl: undefined })
  })
  it('a start that is not a time is left out', () => {
    const bad = configs.map((c) => (c.key === 'activity_event' ? { ...c, valueDefault: 'next Tuesday' } : c))
    expect(activityEvent(bad, 'zh-CN')?.startsAt).toBeUndefined()
  })
  it('the date reads in the company’s time zone in each language', () => {
    expect(eventDate('2024-11-19T06:00:00Z', 'zh-CN')).toBe('2024-11-19 14:00（北京时间）')
    expect(eventDate('2024-11-19T06:00:00Z', 'en')).toBe('19 Nov 2024, 14:00 (UTC+8)')
  })
})

describe('who is sent from the home page to the Activity page while the window is open', () => {
  const now = Date.parse('2024-11-19T00:00:00Z')
  const open: ActivityEvent = { title: 't', text: '', window: { opens: now - HOUR, closes: now + HOUR } }
  const closed: ActivityEvent = { title: 't', text: '', window: { opens: now - 2 * HOUR, closes: now - HOUR } }
  const visit = (over: Partial<Arrival> = {}): Arrival => ({ method: 'GET', url: new URL('https://site.test/'), userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', ...over })

  it('a visitor without the cookie arriving at / or /en/ is redirected', () => {
    expect(arrivalDecision(visit(), open, now)).toBe('redirect')
    expect(arrivalDecision(visit({ url: new URL('https://site.test/en/') }), open, now)).toBe('redirect')
    expect(arrivalDecision(visit({ method: 'HEAD' }), open, now)).toBe('redirect')
  })
  it('not with the cookie, not outside the window, not for other pages', () => {
    expect(arrivalDecision(visit({ cookie: `a=b; ${ACTIVITY_COOKIE}=1` }), open, now)).toBe('none')
    expect(arrivalDecision(visit(), closed, now)).toBe('none')
    expect(arrivalDecision(visit(), undefined, now)).toBe('none')
    expect(arrivalDecision(visit({ url: new URL('https://site.test/product') }), open, now)).toBe('none')
    expect(arrivalDecision(visit({ url: new URL('https://site.test/activity') }), open, now)).toBe('none')
  })
  it.each(['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; Baiduspider/2.0)', 'facebookexternalhit/1.1'])('never a crawler: %s', (userAgent) => {
    expect(arrivalDecision(visit({ userAgent }), open, now)).toBe('none')
  })
  it('never a form sent from the home page', () => {
    expect(arrivalDecision(visit({ method: 'POST' }), open, now)).toBe('none')
  })
  it('coming from an Activity page of this site (either language) is leaving it: no redirect, the cookie is set', () => {
    expect(arrivalDecision(visit({ referer: 'https://site.test/activity' }), open, now)).toBe('left')
    expect(arrivalDecision(visit({ referer: 'https://site.test/en/activity?utm_source=x' }), open, now)).toBe('left')
    expect(arrivalDecision(visit({ referer: 'https://other.example/activity' }), open, now)).toBe('redirect')
    expect(arrivalDecision(visit({ referer: 'https://site.test/product' }), open, now)).toBe('redirect')
    expect(arrivalDecision(visit({ referer: 'not a url' }), open, now)).toBe('redirect')
  })
})

describe('the site while the window is open (site config in D1, bundle rebuilt)', () => {
  const fetchPage = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    exports.default.fetch(new Request(`http://site.test${path}`, { method, headers, redirect: 'manual' }))
  const setWindow = async (value: string) => {
    await env.DB.prepare("UPDATE configs SET valueDefault = ? WHERE key = 'activity_window'").bind(value).run()
    const purge = await fetchPage('/__ops/purge', { Authorization: 'Bearer test-ops-token' }, 'POST')
    expect(purge.status).toBe(200)
  }
  const openWindow = () => setWindow(`${iso(Date.now() - HOUR)}/${iso(Date.now() + HOUR)}`)
  const browser = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', 'Accept-Language': 'zh-CN' }

  beforeAll(seedContent)

  it('the demo settings keep it closed: the home page answers as always, without the entry', async () => {
    const res = await fetchPage('/', browser)
    expect(res.status).toBe(200)
    expect(res.headers.get('Set-Cookie')).toBeNull()
    expect(await res.text()).not.toContain('activity-entry')
  })

  it('open: a visitor of / is sent to /activity with the cookie; the answer is never cached', async () => {
    await openWindow()
    const res = await fetchPage('/?utm_source=mail', browser)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/activity?utm_source=mail')
    expect(res.headers.get('Set-Cookie')).toBe(`${ACTIVITY_COOKIE}=1; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const en = await fetchPage('/en/', browser)
    expect([en.status, en.headers.get('Location')]).toEqual([302, '/en/activity'])
  })

  it('open: an English visitor of / goes to /en/ first (the locale rule), then to /en/activity', async () => {
    await openWindow()
    const root = await fetchPage('/', { ...browser, 'Accept-Language': 'en-GB' })
    expect([root.status, root.headers.get('Location')]).toEqual([302, '/en/'])
  })

  it('open: with the cookie, or as a crawler, the home page itself', async () => {
    await openWindow()
    const withCookie = await fetchPage('/', { ...browser, Cookie: `${ACTIVITY_COOKIE}=1` })
    expect(withCookie.status).toBe(200)
    expect(withCookie.headers.get('Set-Cookie')).toBeNull()
    const crawler = await fetchPage('/en/', { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' })
    expect(crawler.status).toBe(200)
  })

  it('open: leaving the Activity page for the home page shows it and sets the cookie, for this visitor only', async () => {
    await openWindow()
    const res = await fetchPage('/', { ...browser, Referer: 'http://site.test/activity' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Set-Cookie')).toBe(`${ACTIVITY_COOKIE}=1; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`)
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache')
    const html = await res.text()
    // The cached page is shared: the next visitor with the cookie gets the same HTML and no cookie.
    const next = await fetchPage('/', { ...browser, Cookie: `${ACTIVITY_COOKIE}=1` })
    expect(next.headers.get('X-Page-Cache')).toMatch(/hit|shared/)
    expect(next.headers.get('Set-Cookie')).toBeNull()
    expect(await next.text()).toBe(html)
  })

  it('open: the home page shows the event’s entry, a link to the Activity page, the same for every visitor', async () => {
    await openWindow()
    const html = await (await fetchPage('/en/', { ...browser, Cookie: `${ACTIVITY_COOKIE}=1` })).text()
    expect(await select(html, '.activity-entry a')).toEqual([expect.objectContaining({ href: '/en/activity', text: 'Ventaura 2024 Product Launch · Find out more' })])
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]*activity[^"]*\.css"\/>/)
  })

  it('closed again: no redirect, no entry', async () => {
    await setWindow(`${iso(Date.now() - 2 * HOUR)}/${iso(Date.now() - HOUR)}`)
    const res = await fetchPage('/', browser)
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('activity-entry')
  })
})

describe('the Activity page while the event is on', () => {
  beforeAll(seedContent)
  // Inside the demo window (2024-11-18 06:00 to 2024-11-20 00:00 China time), whatever today's date is.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2024-11-19T06:00:00Z'))
  })
  afterAll(() => vi.useRealTimers())
  const page = async (path: string) => {
    const res = await exports.default.fetch(new Request(`http://site.test${path}`))
    expect(res.status).toBe(200)
    return res.text()
  }

  it('title, date, text, Enter Website to the language’s home and Live Stream in a new tab', async () => {
    const html = await page('/en/activity')
    expect((await select(html, 'h1'))[0]?.text).toBe('Ventaura 2024 Product Launch')
    expect(await select(html, '.activity__when time')).toEqual([{ datetime: '2024-11-19T14:00:00+08:00', text: '19 Nov 2024, 14:00 (UTC+8)' }])
    expect(await select(html, '.activity__actions a')).toEqual([
      { class: 'button activity__lead', href: '/en/', text: 'Enter website' },
      { class: 'button button--ghost activity__more', href: 'https://live.ventaura.example/2024-launch', target: '_blank', rel: 'noopener', text: 'Live stream (opens in a new tab)' },
    ])
    expect((await select(await page('/activity'), '.activity__lead'))[0]?.href).toBe('/')
  })

  it('describes itself to search engines as an online event, and may be indexed', async () => {
    const html = await page('/en/activity')
    expect(html).not.toContain('name="robots"')
    const ld = (await select(html, 'script[type="application/ld+json"]')).map((s) => JSON.parse(s.text) as { '@type': string })
    expect(ld.find((item) => item['@type'] === 'Event')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Ventaura 2024 Product Launch',
      description: expect.stringContaining('Watch the online launch'),
      startDate: '2024-11-19T14:00:00+08:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: 'https://live.ventaura.example/2024-launch' },
      image: ['http://site.test/img/banners/banner-1.webp'],
      url: 'http://site.test/en/activity',
      organizer: { '@type': 'Organization', name: 'Ventaura Flow Control', url: 'http://site.test/en/' },
    })
  })

  it('is in the sitemap while there is an event, and not once it is gone', async () => {
    const sitemap = async () => (await (await exports.default.fetch(new Request('http://site.test/sitemap.xml'))).text()).includes('<loc>http://site.test/activity</loc>')
    expect(await sitemap()).toBe(true)
    await env.DB.prepare("DELETE FROM configs WHERE key LIKE 'activity_event%'").run()
    await exports.default.fetch(new Request('http://site.test/__ops/purge', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } }))
    expect(await sitemap()).toBe(false)
  })

  it('without an event in the site config (as the last test left it) it is a 404', async () => {
    expect((await exports.default.fetch(new Request('http://site.test/activity'))).status).toBe(404)
  })
})

describe('after the event’s window (the demo settings, at a time the test sets): the Activity page says it has ended and offers what is left; the home page no longer mentions it', () => {
  const browser = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', Cookie: `${ACTIVITY_COOKIE}=1` }
  /** The page at `path` as of `when`: the page cache is emptied first, so the page is rendered at that time. */
  const at = async (when: string, path: string) => {
    vi.setSystemTime(new Date(when))
    const purge = await exports.default.fetch(new Request('http://site.test/__ops/purge', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } }))
    expect(purge.status).toBe(200)
    const res = await exports.default.fetch(new Request(`http://site.test${path}`, { headers: browser, redirect: 'manual' }))
    expect(res.status).toBe(200)
    return res.text()
  }
  const END = '2024-11-19T16:00:00Z' // 2024-11-20 00:00 China time, the demo window's end
  beforeAll(seedContent)
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }))
  afterAll(() => vi.useRealTimers())

  it.each([END, '2031-07-01T12:00:00Z'])('at %s: “has ended”, the event report first, the recording in a new tab, no live stream', async (when) => {
    const en = await at(when, '/en/activity')
    expect((await select(en, '.activity__text')).map((p) => p.text)).toEqual(['This event has ended. Thank you for your interest.'])
    expect(await select(en, '.activity__actions a')).toEqual([
      { class: 'button activity__lead', href: '/en/newDetail/1/1790000000000120108', text: 'Read the event report' },
      { class: 'button button--ghost activity__more', href: 'https://live.ventaura.example/2024-launch/replay', target: '_blank', rel: 'noopener', text: 'Watch the recording (opens in a new tab)' },
      { class: 'button button--ghost activity__more', href: '/en/', text: 'Enter website' },
    ])
    // What the visitor reads (the Event data of the head still describes the event as it was).
    const shown = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(shown(en)).not.toContain('live.ventaura.example/2024-launch"')
    expect(shown(en)).not.toContain('Watch the online launch')
    const zh = await at(when, '/activity')
    expect((await select(zh, '.activity__text'))[0]?.text).toBe('本次发布会已结束，感谢您的关注。')
    expect((await select(zh, '.activity__actions a')).map((a) => [a.href, a.text])).toEqual([
      ['/newDetail/1/1790000000000120108', '阅读活动报道'],
      ['https://live.ventaura.example/2024-launch/replay', '观看回放（在新标签页打开）'],
      ['/', '进入官网'],
    ])
    expect(shown(zh)).not.toContain('观看直播')
  })

  it('the event report it offers is a news article of the site', async () => {
    const article = await exports.default.fetch(new Request('http://site.test/en/newDetail/1/1790000000000120108'))
    expect(article.status).toBe(200)
    expect((await select(await article.text(), 'h1'))[0]?.text).toContain('2024 Customer Summit')
  })

  it('a moment before the end it still invites to the live stream', async () => {
    const en = await at('2024-11-19T15:59:59Z', '/en/activity')
    expect((await select(en, '.activity__actions a')).map((a) => a.text)).toEqual(['Enter website', 'Live stream (opens in a new tab)'])
  })

  it.each(['/', '/en/'])('the home page %s mentions it while the window is open, and not at all once it has closed', async (path) => {
    const during = await at('2024-11-19T06:00:00Z', path)
    expect(during).toContain('activity-entry')
    for (const when of [END, '2031-07-01T12:00:00Z']) {
      const after = await at(when, path)
      expect(after, when).not.toContain('activity-entry')
      expect(after, when).not.toMatch(/href="(\/en)?\/activity"/)
      expect(after, when).not.toMatch(/2024 文拓新品发布会|Ventaura 2024 Product Launch/)
    }
  })
})
