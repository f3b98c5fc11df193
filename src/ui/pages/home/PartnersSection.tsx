import type { ExampleCategory, ExamplePartner } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import HomePartners, { type PartnerCategory } from '../../islands/HomePartners.tsx'
import { Island } from '../../render/island.tsx'
import { usePage } from '../../render/page-context.tsx'
import { HomeSection } from './HomeSection.tsx'

/** The partner wordmarks are 240×96 SVGs. */
const LOGO_WIDTH = 240
const LOGO_HEIGHT = 96

/** Partners grouped by case type, in the order of the case categories; categories without partners get no tab. */
export function partnersByCategory(categories: readonly ExampleCategory[], partners: readonly ExamplePartner[]): PartnerCategory[] {
  return categories
    .map((category) => ({
      code: category.categoryCode,
      name: category.categoryName,
      partners: partners.filter((p) => p.caseType === category.categoryCode).map((p) => ({ name: p.partnerName, logo: p.partnerLogo })),
    }))
    .filter((category) => category.partners.length > 0)
}

/** The partner wall, by case type (the partners come with the bundle, spec §9's 1000 at most). */
export function PartnersSection({ categories, partners }: { categories: ExampleCategory[]; partners: ExamplePartner[] }) {
  const { t, lang } = usePage()
  const groups = partnersByCategory(categories, partners)
  return (
    <HomeSection id="partners" title={t('home.partners.title')} lead={t('home.partners.lead')} more={{ href: links(lang).route('Case'), label: t('screens.case') }}>
      {groups.length > 0 ? (
        <Island
          component={HomePartners}
          props={{
            categories: groups,
            logoWidth: LOGO_WIDTH,
            logoHeight: LOGO_HEIGHT,
            labels: {
              tabs: t('home.partners.tabs'),
              prev: t('home.partners.prev'),
              next: t('home.partners.next'),
            },
          }}
        />
      ) : null}
    </HomeSection>
  )
}
