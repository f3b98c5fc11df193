import type { News } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { Carousel, CarouselControls } from '../../carousel/Carousel.tsx'
import { usePage } from '../../render/page-context.tsx'
import { calendarDate } from '../../text/dates.ts'
import { HeadingText } from '../../content/HeadingText.tsx'

const CAROUSEL_ID = 'other-news'

/**
 * The category's other news as a carousel of cards (image, date, title): the site's scroll-snap carousel, laid
 * out by news-article.css at every width; its buttons sit beside the heading.
 */
export function OtherNews({ news }: { news: readonly News[] }) {
  const { lang, t } = usePage()
  if (news.length === 0) return null
  const link = links(lang)
  return (
    <section className="other-news" aria-labelledby="other-news-title">
      <div className="other-news__head">
        <h2 className="other-news__title" id="other-news-title">
          <HeadingText text={t('news.article.others')} />
        </h2>
        <CarouselControls id={CAROUSEL_ID} prevLabel={t('news.article.othersPrev')} nextLabel={t('news.article.othersNext')} />
      </div>
      <Carousel
        id={CAROUSEL_ID}
        variant="other-news"
        slideLabel={(n, total) => t('news.article.slide', { n, total })}
        slides={news.map((item) => {
          const date = calendarDate(item.createTime, lang)
          return {
            key: item.id,
            content: (
              <article className="other-news__card">
                <img className="other-news__image" src={item.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
                <div className="other-news__body">
                  <time className="other-news__date" dateTime={date.dateTime}>
                    {date.text}
                  </time>
                  <h3 className="other-news__card-title">
                    <a className="other-news__link" href={link.news(item)}>
                      <HeadingText text={item.title} />
                    </a>
                  </h3>
                </div>
              </article>
            ),
          }
        })}
      />
    </section>
  )
}
