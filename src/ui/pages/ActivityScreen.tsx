import { activityEvent, eventEnded } from '../../activity/event.ts'
import { localizedPath } from '../../routing/locale.ts'
import { onlineEvent } from '../../seo/json-ld.ts'
import { ActivityPage } from './activity/ActivityPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { configSeo, DEFAULT_SHARE_IMAGE, screenHead, siteName } from './screen-head.ts'

/**
 * /activity (spec §2 Other): the launch event of the site config, or a 404 when there is none. Crawlers are
 * never sent here from the home page (they index the home page itself); the page is indexable on its own
 * merits, listed in the sitemap while an event is configured, and describes itself as an online Event. Once
 * the window has closed (at the request's time) it says the event is over and offers what is left.
 */
export const activityScreen: Screen = (input) => {
  const { lang, origin } = input
  const event = activityEvent(input.bundle.configs, lang)
  if (!event) return notFound
  const url = origin + localizedPath(input.match.canonicalPath, lang)
  const jsonLd = event.startsAt
    ? [
        onlineEvent({
          name: event.title,
          description: event.text,
          startDate: event.startsAt,
          url,
          streamUrl: event.liveStreamUrl,
          image: new URL(DEFAULT_SHARE_IMAGE, origin).href,
          organizer: { name: siteName(input), url: origin + localizedPath('/', lang) },
        }),
      ]
    : []
  return {
    kind: 'page',
    head: screenHead(input, { seo: configSeo(input), jsonLd }),
    main: <ActivityPage event={event} ended={eventEnded(event, input.now)} />,
    styles: ['activity'],
  }
}
