import type { NewsSummary } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { calendarDate } from '../../text/dates.ts'
import { truncate } from '../../text/truncate.ts'
import { Picture } from '../../content/Picture.tsx'

interface NewsCardProps {
  item: NewsSummary
  /** Its description, cut at this many characters (the home page's cards); none when not given. */
  description?: number
  /** Two cards a view on a phone (the carousels): smaller type and padding below 768 px. */
  compact?: boolean
}

/**
 * The site's one news card (news-card.css): picture, date, title and, where asked, the description; the
 * title's link covers the whole card. Its parts are styled by what they are, with no class each: a page
 * shows a dozen cards (issue 51). The home page's and an article's carousels, and About's company news.
 */
export function NewsCard({ item, description, compact = false }: NewsCardProps) {
  const { lang } = usePage()
  const date = calendarDate(item.createTime, lang)
  return (
    <article className={compact ? 'news-card news-card--compact' : 'news-card'}>
      <Picture src={item.image} alt="" width={1200} height={675} size="card" />
      <div>
        <time dateTime={date.dateTime}>
          {date.text}
        </time>
        <h3>
          <a href={links(lang).news(item)}>
            {item.title}
          </a>
        </h3>
        {description ? <p>{truncate(item.description, description)}</p> : null}
      </div>
    </article>
  )
}
