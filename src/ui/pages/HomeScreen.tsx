import { activityEvent, homeEntryShown } from '../../activity/event.ts'
import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { webSite } from '../../seo/json-ld.ts'
import { HomePage } from './HomePage.tsx'
import { bannerView, lcpPreload } from './home/banners.ts'
import { topProducts } from './home/ProductsSection.tsx'
import { rootSolutionCategories } from './home/SolutionsSection.tsx'
import type { Screen } from './screen.ts'
import { configSeo, screenHead, siteName } from './screen-head.ts'

/**
 * The home page: everything it shows comes with the language's bundle (banners and partners included), so
 * it renders without a call to the content source and its first banner, the LCP, is preloaded in the head.
 */
export const homeScreen: Screen = (input) => {
  const { bundle, lang } = input
  const banners = bundle.banners.map((banner) => bannerView(banner, lang))
  const { origin } = input
  // The site and its search, for crawlers (a search box in their results).
  const site = webSite({
    name: siteName(input),
    url: origin + localizedPath('/', lang),
    inLanguage: lang,
    searchUrl: `${origin}${localizedPath(routePath('Search'), lang)}?q={search_term_string}`,
  })
  const head = screenHead(input, { seo: configSeo(input), jsonLd: [site] })
  // The launch event's entry while it is on: the same for every visitor (the redirect is decided per visitor, before the cache).
  const event = activityEvent(bundle.configs, lang)
  const eventShown = homeEntryShown(event, input.now)
  return {
    kind: 'page',
    head: { ...head, preloads: lcpPreload(banners) },
    styles: eventShown ? ['carousel', 'news-card', 'home', 'activity'] : ['carousel', 'news-card', 'home'],
    main: (
      <HomePage
        data={{
          banners,
          products: topProducts(bundle.topProducts),
          solutionCategories: rootSolutionCategories(bundle.solutionCategories),
          caseCategories: bundle.exampleCategories,
          partners: bundle.partners,
          news: bundle.latestNews,
          event: eventShown ? event : undefined,
        }}
      />
    ),
  }
}
