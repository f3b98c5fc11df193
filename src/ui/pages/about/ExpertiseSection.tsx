import type { Certificate, CompanyIntro, Statistic } from '../../../content/model/entities.ts'
import { ABOUT_ANCHORS } from '../../../routing/links.ts'
import { RichText } from '../../content/RichText.tsx'
import { usePage } from '../../render/page-context.tsx'
import { CompanySection } from '../company/CompanySection.tsx'
import { Figures } from '../company/Figures.tsx'
import { Certificates } from './Certificates.tsx'
import { COMPANY_IMAGE } from './IntroSection.tsx'
import { Picture } from '../../content/Picture.tsx'

/**
 * Professional expertise (anchor3): manufacturing (with the production capacity) and research, picture and
 * text in turn, then the certificate swiper.
 */
export function ExpertiseSection({ parts, capacity, certificates }: { parts: (CompanyIntro | undefined)[]; capacity: Statistic[]; certificates: Certificate[] }) {
  const { t } = usePage()
  return (
    <CompanySection id={ABOUT_ANCHORS.expertise} title={t('about.expertiseTitle')} lead={t('about.expertiseLead')}>
      {parts.map((part, index) =>
        part ? (
          <article key={part.id} className="feature-row" aria-labelledby={`expertise-${part.code}`}>
            <Picture className="feature-row__image" src={part.image} alt="" width={COMPANY_IMAGE.width} height={COMPANY_IMAGE.height} size="half" />
            <div className="feature-row__text">
              <h3 id={`expertise-${part.code}`} className="feature-row__title">
                {part.title}
              </h3>
              <p className="feature-row__subtitle" data-words="">{part.subtitle}</p>
              <RichText html={part.content} />
              {index === 0 ? <Figures figures={capacity} className="figures--compact" /> : null}
            </div>
          </article>
        ) : null,
      )}
      <Certificates certificates={certificates} />
    </CompanySection>
  )
}
