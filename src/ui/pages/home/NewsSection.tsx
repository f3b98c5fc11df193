import type { News } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { Carousel, CarouselControls } from '../../carousel/Carousel.tsx'
import { HomeSection } from './HomeSection.tsx'
import { truncate } from '../../text/truncate.ts'
import { calendarDate } from '../../text/dates.ts'
import { HeadingText } from '../../content/HeadingText.tsx'

/** Spec §9: news descriptions are cut at 150 characters. */
export const NEWS_DESCRIPTION_CHARS = 150

/** The newest news (the bundle's 8), each opening its detail page; "more" opens the news list. */
export function NewsSection({ news }: { news: News[] }) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <HomeSection id="news" title={t('home.news.title')} lead={t('home.news.lead')} more={{ href: link.route('IndustryTrends'), label: t('home.news.all') }} controls={<CarouselControls id="news" prevLabel={t('home.news.prev')} nextLabel={t('home.news.next')} />}>
      <Carousel
        id="news"
        variant="news"
        slideLabel={(n, total) => t('home.carousel.slide', { n, total })}
        slides={news.map((item) => {
          const date = calendarDate(item.createTime, lang)
          return {
            key: item.id,
            content: (
              <article className="card news-card">
                <img className="card__image" src={item.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
                <div className="card__body">
                  <time className="card__date" dateTime={date.dateTime}>
                    {date.text}
                  </time>
                  <h3 className="card__title">
                    <a className="card__link" href={link.news(item)}>
                      <HeadingText text={item.title} />
                    </a>
                  </h3>
                  <p className="card__text">{truncate(item.description, NEWS_DESCRIPTION_CHARS)}</p>
                </div>
              </article>
            ),
          }
        })}
      />
    </HomeSection>
  )
}
