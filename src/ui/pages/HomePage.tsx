import type { ActivityEvent } from '../../activity/event.ts'
import type { ExampleCategory, ExamplePartner, News, ProductSummary, SolutionCategory } from '../../content/model/entities.ts'
import type { BannerView } from './home/banners.ts'
import { usePage } from '../render/page-context.tsx'
import { ActivityEntry } from './activity/ActivityEntry.tsx'
import { BannersSection } from './home/BannersSection.tsx'
import { ConceptsSection } from './home/ConceptsSection.tsx'
import { NewsSection } from './home/NewsSection.tsx'
import { PartnersSection } from './home/PartnersSection.tsx'
import { ProductsSection } from './home/ProductsSection.tsx'
import { SolutionsSection } from './home/SolutionsSection.tsx'

export interface HomeData {
  banners: BannerView[]
  products: ProductSummary[]
  solutionCategories: SolutionCategory[]
  caseCategories: ExampleCategory[]
  partners: ExamplePartner[]
  news: News[]
  /** The launch event, while the home page shows its entry. */
  event?: ActivityEvent
}

/**
 * The home page of spec §2, in its order: banners, concepts, top products, solution categories, partners
 * by case type, news. Everything is server HTML (crawlers and visitors without JavaScript read it all);
 * islands add the carousels' behaviour.
 */
export function HomePage({ data }: { data: HomeData }) {
  const { t } = usePage()
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      {data.event ? <ActivityEntry event={data.event} /> : null}
      <BannersSection banners={data.banners} />
      <ConceptsSection />
      <ProductsSection products={data.products} />
      <SolutionsSection categories={data.solutionCategories} />
      <PartnersSection categories={data.caseCategories} partners={data.partners} />
      <NewsSection news={data.news} />
    </>
  )
}
