import type { ActivityEvent } from '../../../activity/event.ts'
import { localizedPath } from '../../../routing/locale.ts'
import { usePage } from '../../render/page-context.tsx'
import { eventDate } from './event-date.ts'

interface Action {
  href: string
  label: string
  /** Another site's page (the stream, the recording): opens in a new tab. */
  external?: boolean
}

/**
 * The launch-event page (spec §2 Other): the event's title, date and text, "Enter Website" to the language's
 * home page (leaving for it sets the activity cookie, see src/activity/) and "Live Stream" in a new tab.
 * Once it is over (`ended`) the page says so and, instead of the invitation, offers what is left: the article
 * about it and its recording, each when the site config names one. The first action is the leading button.
 */
export function ActivityPage({ event, ended }: { event: ActivityEvent; ended: boolean }) {
  const { t, lang } = usePage()
  const enter: Action = { href: localizedPath('/', lang), label: t('activity.enter') }
  const actions: Action[] = ended
    ? [
        ...(event.articleUrl ? [{ href: event.articleUrl, label: t('activity.article') }] : []),
        ...(event.recordingUrl ? [{ href: event.recordingUrl, label: t('activity.recording'), external: true }] : []),
        enter,
      ]
    : [enter, ...(event.liveStreamUrl ? [{ href: event.liveStreamUrl, label: t('activity.liveStream'), external: true }] : [])]
  const text = ended ? t('activity.ended') : event.text
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
        {text ? <p className="activity__text">{text}</p> : null}
        <div className="activity__actions">
          {actions.map((action, i) => (
            <a
              key={action.href}
              className={i === 0 ? 'button activity__lead' : 'button button--ghost activity__more'}
              href={action.href}
              {...(action.external ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {action.label}
              {action.external ? <span className="visually-hidden">{t('activity.newTab')}</span> : null}
            </a>
          ))}
        </div>
      </div>
    </section>
  )
}
