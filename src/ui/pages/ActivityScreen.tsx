import { activityEvent } from '../../activity/event.ts'
import { ActivityPage } from './activity/ActivityPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { configSeo, screenHead } from './screen-head.ts'

/**
 * /activity (spec §2 Other): the launch event of the site config, or a 404 when there is none. It is an
 * interstitial in front of the home page for a few days, so search engines are asked not to index it
 * (`noindex, follow`, and it is not in the sitemap) but may crawl it: robots.txt does not block it.
 */
export const activityScreen: Screen = (input) => {
  const event = activityEvent(input.bundle.configs, input.lang)
  if (!event) return notFound
  const head = screenHead(input, { seo: configSeo(input) })
  return {
    kind: 'page',
    head: { ...head, robots: 'noindex, follow' },
    main: <ActivityPage event={event} />,
    styles: ['activity'],
  }
}
