import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/http/security-headers.ts'
import { thirdPartyOrigins, thirdPartyScripts } from '../../src/ui/layout/third-party.ts'

const settings = { STATS_SCRIPT_URL: 'https://stats.example.cn/s.js?id=1', CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js' }

describe('third-party statistics and chat scripts (spec §4)', () => {
  it('are unset by default, so no page lists any', () => {
    expect(env.STATS_SCRIPT_URL).toBe('')
    expect(env.CHAT_SCRIPT_URL).toBe('')
    expect(thirdPartyScripts(env, 'zh-CN', 'Index')).toEqual([])
  })

  it('when set, load for zh-CN pages other than File', () => {
    expect(thirdPartyScripts(settings, 'zh-CN', 'Index')).toEqual([settings.STATS_SCRIPT_URL, settings.CHAT_SCRIPT_URL])
    expect(thirdPartyScripts(settings, 'zh-CN', 'Concat')).toHaveLength(2)
    expect(thirdPartyScripts(settings, 'zh-CN', 'File')).toEqual([])
    expect(thirdPartyScripts(settings, 'en', 'Index')).toEqual([])
  })

  it('ignore a setting that is not an http(s) URL', () => {
    expect(thirdPartyScripts({ STATS_SCRIPT_URL: 'javascript:alert(1)', CHAT_SCRIPT_URL: 'not a url' }, 'zh-CN', 'Index')).toEqual([])
  })

  it('the CSP allows exactly the configured origins, and only when set', () => {
    expect(thirdPartyOrigins({})).toEqual([])
    const origins = thirdPartyOrigins(settings)
    expect(origins).toEqual(['https://stats.example.cn', 'https://chat.example.com'])
    const csp = contentSecurityPolicy({ thirdParty: origins })
    expect(csp).toContain("script-src 'self' https://stats.example.cn https://chat.example.com;")
    expect(csp).toContain("connect-src 'self' https://stats.example.cn https://chat.example.com;")
    expect(contentSecurityPolicy()).toContain("script-src 'self';")
  })

  it('a page answers with the strict CSP when nothing is set', async () => {
    const { exports } = await import('cloudflare:workers')
    const res = await exports.default.fetch(new Request('http://site.test/en/no-such-page'))
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'nonce-[^']+';/)
  })
})

describe('the browser side loads the listed scripts only in windows 768 px and wider', () => {
  afterEach(() => {
    const globals = globalThis as unknown as Record<string, unknown>
    delete globals.matchMedia
    delete globals.document
  })

  type Listener = (event: { matches: boolean }) => void

  /** A window of `width` px whose media query can later change, and the scripts appended to its head. */
  function fakeWindow(width: number) {
    const appended: { src: string; async: boolean }[] = []
    const listeners: Listener[] = []
    const query = {
      matches: width >= 768,
      addEventListener: (_: string, listener: Listener) => listeners.push(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.splice(listeners.indexOf(listener), 1),
    }
    const globals = globalThis as unknown as Record<string, unknown>
    globals.matchMedia = (media: string) => {
      expect(media).toBe('(min-width: 768px)')
      return query
    }
    globals.document = {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    }
    const resize = (to: number) => {
      query.matches = to >= 768
      for (const listener of [...listeners]) listener({ matches: query.matches })
    }
    return { appended, resize }
  }

  const holder = (urls: string[]) => ({ dataset: { thirdPartyScripts: JSON.stringify(urls), minWidth: '768' } }) as unknown as HTMLElement

  it('a wide window loads every listed script, async', async () => {
    const { loadThirdPartyScripts } = await import('../../src/client/layout/third-party.ts')
    const { appended } = fakeWindow(1280)
    loadThirdPartyScripts(holder(['https://stats.example.cn/s.js', 'https://chat.example.com/w.js']))
    expect(appended).toEqual([
      { src: 'https://stats.example.cn/s.js', async: true },
      { src: 'https://chat.example.com/w.js', async: true },
    ])
  })

  it('a narrow window loads nothing, until it grows to 768 px (once)', async () => {
    const { loadThirdPartyScripts } = await import('../../src/client/layout/third-party.ts')
    const { appended, resize } = fakeWindow(767)
    loadThirdPartyScripts(holder(['https://stats.example.cn/s.js']))
    expect(appended).toEqual([])
    resize(768)
    resize(500)
    resize(1024)
    expect(appended).toEqual([{ src: 'https://stats.example.cn/s.js', async: true }])
  })
})
