import type { CompanyIntro } from '../../../content/model/entities.ts'
import { ABOUT_ANCHORS, links } from '../../../routing/links.ts'
import { RichText } from '../../content/RichText.tsx'
import { useBundle, usePage } from '../../render/page-context.tsx'
import { CompanySection } from '../company/CompanySection.tsx'
import { COMPANY_IMAGE } from './IntroSection.tsx'
import { Picture } from '../../content/Picture.tsx'

/** Case category pictures are 1200×600. */
const CATEGORY_IMAGE = { width: 1200, height: 600 } as const

/**
 * References (anchor4): a card per case category (from the bundle), each opening its cases, and a link to
 * the Case page; then the global strategy (anchor5, which has no tab of its own).
 */
export function ReferencesSection({ global }: { global: CompanyIntro | undefined }) {
  const { t, lang } = usePage()
  const { exampleCategories } = useBundle()
  const to = links(lang)
  return (
    <CompanySection id={ABOUT_ANCHORS.cases} title={t('about.referencesTitle')} lead={t('about.referencesLead')} variant="tint">
      <ul className="case-cards">
        {exampleCategories.map((category) => (
          <li key={category.id}>
            <a className="case-card" href={to.caseCategory(category)}>
              <Picture className="case-card__image" src={category.categoryImage} alt="" {...CATEGORY_IMAGE} size="card" />
              <span className="case-card__name">
                {category.categoryName}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="company-section__more">
        <a className="more-link" href={to.route('Case')}>
          {t('about.caseLink')}
        </a>
      </p>
      {global ? (
        <article id={ABOUT_ANCHORS.global} className="feature-row feature-row--global" aria-labelledby={`${ABOUT_ANCHORS.global}-title`}>
          <Picture className="feature-row__image" src={global.image} alt="" width={COMPANY_IMAGE.width} height={COMPANY_IMAGE.height} size="half" />
          <div className="feature-row__text">
            <h3 id={`${ABOUT_ANCHORS.global}-title`} className="feature-row__title">
              {global.title}
            </h3>
            <p className="feature-row__subtitle" data-words="">{global.subtitle}</p>
            <RichText html={global.content} />
          </div>
        </article>
      ) : null}
    </CompanySection>
  )
}
