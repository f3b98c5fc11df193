import type { CompanyIntro, Statistic } from '../../../content/model/entities.ts'
import { ABOUT_ANCHORS, links } from '../../../routing/links.ts'
import { RichText } from '../../content/RichText.tsx'
import { usePage } from '../../render/page-context.tsx'
import { CompanySection } from '../company/CompanySection.tsx'
import { Figures } from '../company/Figures.tsx'
import { Picture } from '../../content/Picture.tsx'

/** The company pictures are 1200×800. */
export const COMPANY_IMAGE = { width: 1200, height: 800 } as const

/** About (anchor1): the introduction (sanitised HTML) beside its picture, then the headline figures of spec §1. */
export function IntroSection({ intro, figures }: { intro: CompanyIntro | undefined; figures: Statistic[] }) {
  const { t, lang } = usePage()
  return (
    <CompanySection
      id={ABOUT_ANCHORS.about}
      title={intro?.title ?? t('about.tabs.about')}
      lead={intro?.subtitle}
      more={{ href: links(lang).route('Concepts'), label: t('about.conceptsLink') }}
      className="about-intro"
    >
      {intro ? (
        <div className="about-intro__body">
          <RichText html={intro.content} className="about-intro__text" />
          <Picture className="about-intro__image" src={intro.image} alt="" width={COMPANY_IMAGE.width} height={COMPANY_IMAGE.height} size="half" />
        </div>
      ) : null}
      <Figures figures={figures} className="figures--headline" />
    </CompanySection>
  )
}
