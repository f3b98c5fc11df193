import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { newsArticle } from '../../seo/json-ld.ts'
import { configValue } from '../../seo/site-config.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { InnerPage } from './InnerPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { crumbs, screenHead, siteName } from './screen-head.ts'

/** A news id is a 19-digit id or a newsCode; anything else is malformed. */
const NEWS_KEY = /^[\w-]{1,64}$/

/**
 * /newDetail/{category}/{id}: a malformed parameter or an unknown category is a 404; a well-formed id that
 * names no news item redirects to the news list (spec §8).
 */
export const newDetailScreen: Screen = async (input) => {
  const { bundle, match, lang, t } = input
  const [categoryParam = '', idParam = ''] = match.params
  const category = findByCodeOrId(bundle.newsCategories, categoryParam)
  if (!category || !NEWS_KEY.test(idParam)) return notFound
  const news = await input.content.get('news', idParam, lang)
  if (!news) return { kind: 'redirect', location: localizedPath(routePath('IndustryTrends'), lang), status: 302 }
  const path = routePath('NewDetail', [news.categoryCode, news.id])
  // Spec §2: Home > About > News > title.
  const breadcrumb = crumbs(
    input,
    { name: t('screens.accessHcs'), path: routePath('AccessHcs') },
    { name: t('screens.industryTrends'), path: routePath('IndustryTrends', [news.categoryCode]) },
    { name: news.title, path },
  )
  const image = new URL(news.image, input.origin).href
  const logo = new URL(configValue(bundle.configs, 'brand_logo', lang) || '/img/brand/logo.svg', input.origin).href
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
    main: <InnerPage title={news.title} breadcrumb={breadcrumb} />,
  }
}
