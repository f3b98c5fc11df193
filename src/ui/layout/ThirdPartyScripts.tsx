import { env } from 'cloudflare:workers'
import { usePage } from '../render/page-context.tsx'
import { SMALL_SCREEN_BELOW_PX } from './settings.ts'
import { thirdPartyScripts, type ThirdPartySettings } from './third-party.ts'

/**
 * Hands the configured third-party script URLs to the browser (src/client/layout/third-party.ts loads them
 * in windows 768 px and wider). Renders nothing when none apply, which is the default.
 */
export function ThirdPartyScripts({ settings = env }: { settings?: ThirdPartySettings }) {
  const { lang, route } = usePage()
  const urls = thirdPartyScripts(settings, lang, route)
  if (urls.length === 0) return null
  return <div hidden data-third-party-scripts={JSON.stringify(urls)} data-min-width={SMALL_SCREEN_BELOW_PX} />
}
