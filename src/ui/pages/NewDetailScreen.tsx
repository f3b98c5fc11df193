import type { NewsSummary } from '../../content/model/entities.ts'
import type { Page } from '../../content/index.ts'
import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { newsArticle } from '../../seo/json-ld.ts'
import { brandLogo, configValue } from '../../seo/site-config.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { articlePlace, OTHER_NEWS } from './news/article-place.ts'
import { ArticlePage } from './news/ArticlePage.tsx'
import { DEFAULT_PAGE_SIZE, listSearch } from '../paging/list-params.ts'
import { notFound, type Screen, type ScreenInput } from './screen.ts'
import { crumbs, screenHead, siteName } from './screen-head.ts'

/** A news id is a 19-digit id or a newsCode; a category a code or an id. Anything else is malformed. */
const KEY = /^[\w.-]{1,64}$/

/** The category's newest articles, as summaries: the carousel's (the article itself left out). */
function newestNews({ content, lang }: ScreenInput, categoryId: string): Promise<Page<NewsSummary>> {
  return content.summaries('news', { pageSize: OTHER_NEWS + 1, sort: '-createTime', filters: { category: categoryId } }, lang)
}

/**
 * /newDetail/{category}/{id}. Malformed parameters are a 404. An id that names no article redirects to the
 * news list (spec §8), or is a 404 when the category names nothing either. An article asked for under
 * another category, by its category's id or by its newsCode redirects (301) to its one URL,
 * /newDetail/{categoryCode}/{id}. The article and its category's list load together, before rendering:
 * whether the article exists decides the status. Its neighbours load with them, under the URL's category.
 */
export const newDetailScreen: Screen = async (input) => {
  const { bundle, match, lang, t } = input
  const [categoryParam = '', idParam = ''] = match.params
  if (!KEY.test(categoryParam) || !KEY.test(idParam)) return notFound
  const category = findByCodeOrId(bundle.newsCategories, categoryParam)
  // The list and the neighbours the article has under the URL's category, asked for with the article itself:
  // one trip to the database, not two (a trip costs more than its statements).
  const early = category ? { newest: newestNews(input, category.id), neighbours: input.content.newsNeighbours(category.id, idParam, lang) } : undefined
  // Not awaited when the article turns out to be elsewhere or missing; their failure then matters to no one.
  early?.newest.catch(() => undefined)
  early?.neighbours.catch(() => undefined)
  const news = await input.content.get('news', idParam, lang)
  if (!news) return category ? { kind: 'redirect', location: localizedPath(routePath('IndustryTrends'), lang), status: 302 } : notFound
  const path = routePath('NewDetail', [news.categoryCode, news.id])
  if (categoryParam !== news.categoryCode || idParam !== news.id) return { kind: 'redirect', location: localizedPath(path, lang), status: 301 }

  // Under its one URL the article's id is the one asked for; its category is the URL's unless the bundle is behind the database.
  const asked = category?.id === news.category ? early : undefined
  const [newest, neighbours] = await Promise.all([asked?.newest ?? newestNews(input, news.category), asked?.neighbours ?? input.content.newsNeighbours(news.category, news.id, lang)])
  const place = articlePlace(neighbours, newest.records, news.id)
  const listPath = routePath('IndustryTrends', [news.categoryCode])
  // Spec §2: Home > About > News > title.
  const breadcrumb = crumbs(
    input,
    { name: t('screens.accessHcs'), path: routePath('AccessHcs') },
    { name: t('screens.industryTrends'), path: listPath },
    { name: news.title, path },
  )
  const image = new URL(news.image, input.origin).href
  const logo = new URL(brandLogo(bundle.configs, lang), input.origin).href
  return {
    kind: 'page',
    head: screenHead(input, {
      seo: { title: news.title, keywords: news.keywords, description: news.description },
      path,
      image: news.image,
      type: 'article',
      breadcrumb,
      jsonLd: [newsArticle(news, { url: input.origin + localizedPath(path, lang), image, publisher: siteName(input), logo })],
    }),
    styles: ['carousel', 'news-card', 'news-article'],
    main: (
      <ArticlePage
        breadcrumb={breadcrumb}
        data={{
          news,
          category,
          place,
          backHref: localizedPath(listPath + listSearch({ page: place.listPage, size: DEFAULT_PAGE_SIZE }), lang),
        }}
      />
    ),
  }
}
