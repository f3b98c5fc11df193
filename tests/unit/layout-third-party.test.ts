import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
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
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self';")
  })
})
