import type { ActivityEvent } from '../../../activity/event.ts'
import { localizedPath } from '../../../routing/locale.ts'
import { usePage } from '../../render/page-context.tsx'
import { eventDate } from './event-date.ts'

/**
 * The launch-event page (spec §2 Other): the event's title, date and text, "Enter Website" to the language's
 * home page (leaving for it sets the activity cookie, see src/activity/) and "Live Stream" in a new tab.
 */
export function ActivityPage({ event }: { event: ActivityEvent }) {
  const { t, lang } = usePage()
  return (
    <section className="activity" aria-labelledby="activity-title">
      <div className="activity__inner">
        <p className="activity__kicker">{t('activity.kicker')}</p>
        <h1 className="activity__title" id="activity-title">
          {event.title}
        </h1>
        {event.startsAt ? (
          <p className="activity__when">
            <span className="visually-hidden">{t('activity.when')}</span>
            <time dateTime={event.startsAt}>{eventDate(event.startsAt, lang)}</time>
          </p>
        ) : null}
        {event.text ? <p className="activity__text">{event.text}</p> : null}
        <div className="activity__actions">
          <a className="button activity__enter" href={localizedPath('/', lang)}>
            {t('activity.enter')}
          </a>
          {event.liveStreamUrl ? (
            <a className="button button--ghost activity__live" href={event.liveStreamUrl} target="_blank" rel="noopener">
              {t('activity.liveStream')}
              <span className="visually-hidden">{t('activity.newTab')}</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  )
}
