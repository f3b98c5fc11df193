import type { NewsSummary } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { truncate } from '../../text/truncate.ts'
import { calendarDate } from '../../text/dates.ts'
import { DateBlock } from './DateBlock.tsx'
import { Picture } from '../../content/Picture.tsx'
import { picturePreload } from '../../content/responsive.ts'
import type { Preload } from '../../../seo/page-head.ts'

/** The featured news picture's box (16:9) and how wide the layout shows it. */
const FEATURED_WIDTH = 1200
const FEATURED_HEIGHT = 675
const FEATURED_SIZE = 'half'

/** The head's preload of the featured news picture: the page's largest paint, as its <img> will choose it. */
export const featuredPreload = (news: NewsSummary): Preload => picturePreload(news.image, FEATURED_WIDTH, FEATURED_SIZE)

/** Spec §9: news descriptions are cut at 150 characters (CSS then shows two lines of them). */
export const NEWS_DESCRIPTION_CHARS = 150

/** The detail button: "Read more", with the article's title for screen readers (every link says where it goes). */
function ReadMore({ news, className }: { news: NewsSummary; className: string }) {
  const { lang, t } = usePage()
  return (
    <a className={className} href={links(lang).news(news)}>
      {t('news.readMore')}
      <span className="visually-hidden">{t('news.readMoreAbout', { title: news.title })}</span>
    </a>
  )
}

/** The first item of a page: a large image, the date, title, description and the detail button. */
export function FeaturedNews({ news }: { news: NewsSummary }) {
  const { lang } = usePage()
  const date = calendarDate(news.createTime, lang)
  return (
    <article className="news-featured">
      {/* The page's largest image, fetched first (its preload is in the head); in a <picture>, so that React adds no preload of its own to <main>. */}
      <picture>
        <Picture className="news-featured__image" src={news.image} alt="" width={FEATURED_WIDTH} height={FEATURED_HEIGHT} size={FEATURED_SIZE} load="priority" />
      </picture>
      <div className="news-featured__body">
        <time className="news-featured__date" dateTime={date.dateTime}>
          {date.text}
        </time>
        <h2 className="news-featured__title">
          <a href={links(lang).news(news)}>
            {news.title}
          </a>
        </h2>
        <p className="news-featured__text">{truncate(news.description, NEWS_DESCRIPTION_CHARS)}</p>
        <ReadMore news={news} className="button news-featured__more" />
      </div>
    </article>
  )
}

/** Every other item: the date block, image, title, two lines of description and the detail button. */
export function NewsRow({ news }: { news: NewsSummary }) {
  const { lang } = usePage()
  return (
    <article className="news-row">
      <DateBlock iso={news.createTime} lang={lang} />
      <Picture className="news-row__image" src={news.image} alt="" width={1200} height={675} size="card" />
      <div className="news-row__body">
        <h2 className="news-row__title">
          <a href={links(lang).news(news)}>
            {news.title}
          </a>
        </h2>
        <p className="news-row__text">{truncate(news.description, NEWS_DESCRIPTION_CHARS)}</p>
      </div>
      <ReadMore news={news} className="button button--ghost news-row__more" />
    </article>
  )
}
