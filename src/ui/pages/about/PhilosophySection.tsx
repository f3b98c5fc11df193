import type { ConceptChapter } from '../../../content/model/entities.ts'
import { ABOUT_ANCHORS, links } from '../../../routing/links.ts'
import { balancedGrid } from '../../content/balanced-grid.ts'
import { usePage } from '../../render/page-context.tsx'
import { CompanySection } from '../company/CompanySection.tsx'
import { Picture } from '../../content/Picture.tsx'

/** Philosophy (anchor2): the concept chapters, each opening its chapter of /concepts, and a link to the whole page. */
export function PhilosophySection({ chapters }: { chapters: ConceptChapter[] }) {
  const { t, lang } = usePage()
  const to = links(lang)
  return (
    <CompanySection
      id={ABOUT_ANCHORS.philosophy}
      title={t('about.philosophyTitle')}
      lead={t('about.philosophyLead')}
      more={{ href: to.route('Concepts'), label: t('about.conceptsLink') }}
      variant="tint"
    >
      <ul {...balancedGrid(chapters.length, 'concept-cards')}>
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <a className="concept-card" href={to.route('Concepts', [], chapter.anchor)}>
              <Picture className="concept-card__image" src={chapter.image} alt="" width={1200} height={800} size="card" />
              <span className="concept-card__body">
                <span className="concept-card__title">
                  {chapter.title}
                </span>
                <span className="concept-card__text">{chapter.subtitle}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </CompanySection>
  )
}
