import type { News } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { Carousel } from '../../carousel/Carousel.tsx'
import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { HomeSection } from './HomeSection.tsx'
import { NewsCard } from '../news/NewsCard.tsx'

/** Spec §9: news descriptions are cut at 150 characters. */
export const NEWS_DESCRIPTION_CHARS = 150

/** The newest news (the bundle's 8), each opening its detail page; "more" opens the news list. */
export function NewsSection({ news }: { news: News[] }) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <HomeSection id="news" title={t('home.news.title')} lead={t('home.news.lead')} more={{ href: link.route('IndustryTrends'), label: t('home.news.all') }} controls={<CarouselButtons carousel="news" prevLabel={t('home.news.prev')} nextLabel={t('home.news.next')} />}>
      <Carousel
        id="news"
        variant="news"
        move="view"
        slides={news.map((item) => ({ key: item.id, content: <NewsCard item={item} description={NEWS_DESCRIPTION_CHARS} compact /> }))}
      />
    </HomeSection>
  )
}
