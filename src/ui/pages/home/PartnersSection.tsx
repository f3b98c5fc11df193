import type { CSSProperties } from 'react'
import { HOME_PARTNERS_PER_CATEGORY } from '../../../content/model/bundle.ts'
import type { ExampleCategory, ExamplePartner } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { trackId } from '../../carousel/track-id.ts'
import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { usePage } from '../../render/page-context.tsx'
import { Picture } from '../../content/Picture.tsx'
import { HomeSection } from './HomeSection.tsx'
import { balancedColumns } from '../../content/balanced-grid.ts'

/** The partner wordmarks are 240×96 SVGs. */
const LOGO_WIDTH = 240
const LOGO_HEIGHT = 96

export interface PartnerCategory {
  /** The case category's code (its caseType). */
  code: string
  name: string
  partners: { name: string; logo: string }[]
}

const panelId = (code: string) => `partners-${code}`
const tabId = (code: string) => `partners-tab-${code}`

/** Partners grouped by case type, in the order of the case categories, at most HOME_PARTNERS_PER_CATEGORY each; categories without partners get no tab. */
export function partnersByCategory(categories: readonly ExampleCategory[], partners: readonly ExamplePartner[]): PartnerCategory[] {
  return categories
    .map((category) => ({
      code: category.categoryCode,
      name: category.categoryName,
      partners: partners
        .filter((p) => p.caseType === category.categoryCode)
        .slice(0, HOME_PARTNERS_PER_CATEGORY)
        .map((p) => ({ name: p.partnerName, logo: p.partnerLogo })),
    }))
    .filter((category) => category.partners.length > 0)
}

/**
 * The partner wall, by case type (the partners come with the bundle, at most HOME_PARTNERS_PER_CATEGORY each): one tab per
 * case category, the first shown (src/client/tabs/). Each category's logos fill a scrolling grid, column by
 * column: a view holds 6 logos below 768 px, 12 below 1024 px and 24 above, in as many rows as keep every
 * logo legible (home.css); one pair of buttons under the panels pages the one shown by a view (the site's
 * carousel). The logos are in the HTML once, with no copy for a script. Without JavaScript the tabs are links
 * to their panels (CSS `:target`).
 */
export function PartnersSection({ categories, partners }: { categories: ExampleCategory[]; partners: ExamplePartner[] }) {
  const { t, lang } = usePage()
  const groups = partnersByCategory(categories, partners)
  return (
    <HomeSection id="partners" title={t('home.partners.title')} lead={t('home.partners.lead')} more={{ href: links(lang).route('Case'), label: t('screens.case') }}>
      {groups.length > 0 ? (
        <div className="partners" data-tabs="">
          <div className="partners__tabs" role="tablist" aria-label={t('home.partners.tabs')} style={{ '--tab-cols': balancedColumns(groups.length, 3) } as CSSProperties}>
            {groups.map((group, index) => (
              <a key={group.code} id={tabId(group.code)} className="partners__tab" role="tab" href={`#${panelId(group.code)}`} aria-selected={index === 0} aria-controls={panelId(group.code)}>
                {group.name}
              </a>
            ))}
          </div>
          <div className="partners__panels">
            {groups.map((group, index) => (
              <div key={group.code} className="carousel partners__panel" id={panelId(group.code)} role="tabpanel" aria-labelledby={tabId(group.code)} hidden={index > 0} data-carousel="gallery" data-carousel-move="view">
                {/* Focusable, so the keyboard can scroll it (it holds no links). */}
                <div className="carousel__track partners__grid" id={trackId(panelId(group.code))} tabIndex={0} role="group" aria-labelledby={tabId(group.code)}>
                  {group.partners.map((partner) => (
                    <Picture key={partner.logo + partner.name} shapedByClass src={partner.logo} alt={partner.name} width={LOGO_WIDTH} height={LOGO_HEIGHT} size="tile" />
                  ))}
                </div>
              </div>
            ))}
          </div>
          {/* One pair for the panels: it moves the one shown (the tabs' script points it there). */}
          <CarouselButtons carousel={panelId(groups[0]!.code)} prevLabel={t('home.partners.prev')} nextLabel={t('home.partners.next')} />
        </div>
      ) : null}
    </HomeSection>
  )
}
