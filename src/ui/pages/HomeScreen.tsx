import { activityEvent, homeEntryShown } from '../../activity/event.ts'
import { HomePage } from './HomePage.tsx'
import { bannerView, lcpPreload } from './home/banners.ts'
import { topProducts } from './home/ProductsSection.tsx'
import { rootSolutionCategories } from './home/SolutionsSection.tsx'
import type { Screen } from './screen.ts'
import { configSeo, screenHead } from './screen-head.ts'

/**
 * The home page: everything it shows comes with the language's bundle (banners and partners included), so
 * it renders without a call to the content source and its first banner, the LCP, is preloaded in the head.
 */
export const homeScreen: Screen = (input) => {
  const { bundle, lang } = input
  const banners = bundle.banners.map((banner) => bannerView(banner, lang))
  const head = screenHead(input, { seo: configSeo(input) })
  // The launch event's entry while it is on: the same for every visitor (the redirect is decided per visitor, before the cache).
  const event = activityEvent(bundle.configs, lang)
  const eventShown = homeEntryShown(event, input.now)
  return {
    kind: 'page',
    head: { ...head, preloads: lcpPreload(banners) },
    styles: eventShown ? ['carousel', 'home', 'activity'] : ['carousel', 'home'],
    main: (
      <HomePage
        data={{
          banners,
          products: topProducts(bundle.products),
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
