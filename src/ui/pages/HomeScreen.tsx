import { HomePage } from './HomePage.tsx'
import { BANNER_PAGE_SIZE, bannerView, lcpPreload } from './home/banners.ts'
import { PARTNER_PAGE_SIZE } from './home/PartnersSection.tsx'
import { topProducts } from './home/ProductsSection.tsx'
import { rootSolutionCategories } from './home/SolutionsSection.tsx'
import type { Screen } from './screen.ts'
import { configSeo, screenHead } from './screen-head.ts'

function emptyOnFailure(what: string) {
  return (error: unknown): never[] => {
    console.error(`home: the ${what} could not be loaded`, error)
    return []
  }
}

/**
 * The home page. The banners load before rendering starts (one small query) because the first one is the
 * LCP: its preload goes into the head, which is in the first chunk. The partners load meanwhile and stream
 * with the body; everything else is in the bundle. A failed list leaves its section empty, not the page broken.
 */
export const homeScreen: Screen = async (input) => {
  const { bundle, content, lang } = input
  const partners = content.list('examplePartners', { pageSize: PARTNER_PAGE_SIZE }, lang).then((page) => page.records, emptyOnFailure('partners'))
  const banners = await content
    .list('banners', { pageSize: BANNER_PAGE_SIZE }, lang)
    .then((page) => page.records.map((banner) => bannerView(banner, lang)), emptyOnFailure('banners'))
  const head = screenHead(input, { seo: configSeo(input) })
  return {
    kind: 'page',
    head: { ...head, preloads: lcpPreload(banners) },
    styles: ['home'],
    main: (
      <HomePage
        data={{
          banners,
          products: topProducts(bundle.products),
          solutionCategories: rootSolutionCategories(bundle.solutionCategories),
          caseCategories: bundle.exampleCategories,
          partners,
          news: bundle.latestNews,
        }}
      />
    ),
  }
}
