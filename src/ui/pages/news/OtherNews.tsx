import type { News } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import NewsCarousel from '../../islands/NewsCarousel.tsx'
import { Island } from '../../render/island.tsx'
import { usePage } from '../../render/page-context.tsx'
import { newsDate } from '../home/text.ts'

const SWIPER_ID = 'other-news-swiper'

/**
 * The category's other news as a carousel of cards (image, date, title). The cards are server HTML laid out
 * by news-article.css at every width; the NewsCarousel island adds the buttons and Swiper.
 */
export function OtherNews({ news }: { news: readonly News[] }) {
  const { lang, t } = usePage()
  if (news.length === 0) return null
  const link = links(lang)
  return (
    <section className="other-news" aria-labelledby="other-news-title">
      <div className="other-news__head">
        <h2 className="other-news__title" id="other-news-title">
          {t('news.article.others')}
        </h2>
        <Island component={NewsCarousel} props={{ swiper: SWIPER_ID, prevLabel: t('news.article.othersPrev'), nextLabel: t('news.article.othersNext') }} />
      </div>
      <div className="swiper" id={SWIPER_ID}>
        <div className="swiper-wrapper">
          {news.map((item, index) => {
            const date = newsDate(item.createTime, lang)
            return (
              <div key={item.id} className="swiper-slide" role="group" aria-label={t('news.article.slide', { n: index + 1, total: news.length })}>
                <article className="other-news__card">
                  <img className="other-news__image" src={item.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
                  <div className="other-news__body">
                    <time className="other-news__date" dateTime={date.dateTime}>
                      {date.text}
                    </time>
                    <h3 className="other-news__card-title">
                      <a className="other-news__link" href={link.news(item)}>
                        {item.title}
                      </a>
                    </h3>
                  </div>
                </article>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
