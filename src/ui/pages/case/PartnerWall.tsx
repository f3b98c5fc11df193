import { use } from 'react'
import type { ExampleCategory, ExamplePartner } from '../../../content/model/entities.ts'
import { usePage } from '../../render/page-context.tsx'
import { CompanySection } from '../company/CompanySection.tsx'
import { CASE_PARTNERS } from './case-limits.ts'
import { Picture } from '../../content/Picture.tsx'

/** Partner wordmarks are 240×96. */
const LOGO = { width: 240, height: 96 } as const

/** The wall of the category's partner logos (spec §9: 30 at most, the newest first), each named in its alt text. */
export function PartnerWall({ category, partners }: { category: ExampleCategory; partners: Promise<ExamplePartner[]> }) {
  const { t } = usePage()
  // Asked for 30; a source that sends more still shows 30.
  const list = use(partners).slice(0, CASE_PARTNERS)
  if (list.length === 0) return null
  return (
    <CompanySection id="case-partners" title={t('cases.partnersTitle')} lead={t('cases.partnersLead', { category: category.categoryName })} variant="tint">
      <ul className="partner-wall">
        {list.map((partner) => (
          <li key={partner.id} className="partner-wall__item">
            <Picture className="partner-wall__logo" src={partner.partnerLogo} alt={partner.partnerName} {...LOGO} size="tile" />
          </li>
        ))}
      </ul>
    </CompanySection>
  )
}
