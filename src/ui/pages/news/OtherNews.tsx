import type { NewsSummary } from '../../../content/model/entities.ts'
import { Carousel } from '../../carousel/Carousel.tsx'
import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { usePage } from '../../render/page-context.tsx'
import { NewsCard } from './NewsCard.tsx'

const CAROUSEL_ID = 'other-news'

/**
 * The category's other news as a carousel of cards (image, date, title): the site's scroll-snap carousel, laid
 * out by news-article.css at every width; its buttons sit beside the heading.
 */
export function OtherNews({ news }: { news: readonly NewsSummary[] }) {
  const { t } = usePage()
  if (news.length === 0) return null
  return (
    <section className="other-news" aria-labelledby="other-news-title">
      <div className="other-news__head">
        <h2 className="other-news__title" id="other-news-title">
          {t('news.article.others')}
        </h2>
        <CarouselButtons carousel={CAROUSEL_ID} prevLabel={t('news.article.othersPrev')} nextLabel={t('news.article.othersNext')} />
      </div>
      <Carousel
        id={CAROUSEL_ID}
        variant="other-news"
        move="view"
        slides={news.map((item) => ({ key: item.id, content: <NewsCard item={item} compact /> }))}
      />
    </section>
  )
}
