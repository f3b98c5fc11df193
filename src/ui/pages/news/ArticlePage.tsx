import type { News, NewsCategory, NewsSummary } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { RichText } from '../../content/RichText.tsx'
import { usePage } from '../../render/page-context.tsx'
import { calendarDate } from '../../text/dates.ts'
import { ArticleNav } from './ArticleNav.tsx'
import { headingsFromH2 } from './body-headings.ts'
import type { ArticlePlace } from './article-place.ts'
import { OtherNews } from './OtherNews.tsx'

export interface ArticleData {
  news: News
  category?: NewsCategory
  place: ArticlePlace<NewsSummary>
  backHref: string
}

/** Spec §2 NewDetail: the title with the breadcrumb, date and category, the body, previous/next, other news. */
export function ArticlePage({ data, breadcrumb }: { data: ArticleData; breadcrumb: Crumb[] }) {
  const { lang } = usePage()
  const { news, category, place, backHref } = data
  const date = calendarDate(news.createTime, lang)
  return (
    <>
      <PageBanner title={news.title} breadcrumb={breadcrumb} />
      <div className="news-article-page">
        <article className="news-article">
          <p className="news-article__meta">
            <time dateTime={date.dateTime}>{date.text}</time>
            {category ? (
              <a className="news-article__category" href={links(lang).newsCategory(category)}>
                {category.categoryName}
              </a>
            ) : null}
          </p>
          <RichText html={headingsFromH2(news.details)} className="news-article__body" />
        </article>
        <ArticleNav previous={place.previous} next={place.next} backHref={backHref} />
        <OtherNews news={place.others} />
      </div>
    </>
  )
}
