/**
 * Third-party statistics and chat scripts (spec §4): their URLs are settings (STATS_SCRIPT_URL,
 * CHAT_SCRIPT_URL, empty by default). When set they load only for zh-CN visitors, on pages other than
 * File, in windows 768 px and wider: the server decides language and page, the browser the width.
 */
import type { Lang } from '../../routing/locale.ts'
import type { RouteName } from '../../routing/routes.ts'

export interface ThirdPartySettings {
  STATS_SCRIPT_URL?: string
  CHAT_SCRIPT_URL?: string
}

/** A setting that is an absolute http(s) URL, or undefined (empty or malformed settings load nothing). */
function scriptUrl(value: string | undefined): URL | undefined {
  if (!value?.trim()) return undefined
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

function configured(settings: ThirdPartySettings): URL[] {
  return [scriptUrl(settings.STATS_SCRIPT_URL), scriptUrl(settings.CHAT_SCRIPT_URL)].filter((u) => u !== undefined)
}

/** The scripts a page may load: none unless the page is zh-CN and not the File page. */
export function thirdPartyScripts(settings: ThirdPartySettings, lang: Lang, route: RouteName | undefined): string[] {
  if (lang !== 'zh-CN' || route === 'File') return []
  return configured(settings).map((url) => url.href)
}

/** The origins the CSP must allow for the configured scripts (and their beacons). */
export function thirdPartyOrigins(settings: ThirdPartySettings): string[] {
  return [...new Set(configured(settings).map((url) => url.origin))]
}
