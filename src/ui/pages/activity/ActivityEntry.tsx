import type { ActivityEvent } from '../../../activity/event.ts'
import { localizedPath } from '../../../routing/locale.ts'
import { routePath } from '../../../routing/routes.ts'
import { usePage } from '../../render/page-context.tsx'

/** The event's entry on the home page while it is on (the home flag `isActive`, spec §2 Home): a link to it. */
export function ActivityEntry({ event }: { event: ActivityEvent }) {
  const { t, lang } = usePage()
  return (
    <p className="activity-entry">
      <span className="activity-entry__mark">{t('activity.homeEntry')}</span>
      <a className="activity-entry__link" href={localizedPath(routePath('Activity'), lang)}>
        {event.title}
        <span className="activity-entry__sep" aria-hidden="true"> · </span>
        <span className="activity-entry__more">{t('activity.homeEntryLink')}</span>
      </a>
    </p>
  )
}
