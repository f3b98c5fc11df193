import { ABOUT_ANCHORS, links } from '../../../routing/links.ts'
import { useBundle, usePage } from '../../render/page-context.tsx'
import { CompanySection } from '../company/CompanySection.tsx'
import { NewsCard } from '../news/NewsCard.tsx'

/** How many of the bundle's newest news the section shows. */
export const ABOUT_NEWS_ITEMS = 3

/**
 * Company news (anchor7): the newest items of the first news category (company news) among the bundle's
 * latest news, and a link to the news list.
 */
export function NewsSection() {
  const { t, lang } = usePage()
  const { latestNews, newsCategories } = useBundle()
  const to = links(lang)
  const category = newsCategories[0]
  const news = latestNews.filter((item) => item.categoryCode === category?.categoryCode).slice(0, ABOUT_NEWS_ITEMS)
  return (
    <CompanySection
      id={ABOUT_ANCHORS.news}
      title={t('about.newsTitle')}
      more={{ href: category ? to.newsCategory(category) : to.route('IndustryTrends'), label: t('about.newsLink') }}
    >
      <ul className="about-news">
        {news.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </CompanySection>
  )
}
