import type { ConceptChapter, CraftItem, Statistic } from '../../../content/model/entities.ts'
import { CompanySection } from '../company/CompanySection.tsx'
import { Figures } from '../company/Figures.tsx'
import { ChapterSlides } from './ChapterSlides.tsx'
import { CraftItems } from './CraftItems.tsx'
import { Picture } from '../../content/Picture.tsx'

interface ConceptChapterSectionProps {
  chapter: ConceptChapter
  craftItems: CraftItem[]
  /** The figures shown with this chapter (statistics whose group is the chapter's code). */
  figures: Statistic[]
  tinted: boolean
}

/**
 * A chapter of the Concepts page, its section id the chapter's anchor (`?id=anchor2`): its title, subtitle and
 * description, then what it has: craft items, a carousel of slides, or its picture with its figures.
 */
export function ConceptChapterSection({ chapter, craftItems, figures, tinted }: ConceptChapterSectionProps) {
  const hasSlides = chapter.slides.length > 0
  return (
    <CompanySection id={chapter.anchor} title={chapter.title} lead={chapter.subtitle} variant={tinted ? 'tint' : undefined} className="chapter">
      {hasSlides || craftItems.length > 0 ? <p className="chapter__description">{chapter.description}</p> : null}
      {craftItems.length > 0 ? <CraftItems items={craftItems} /> : null}
      {hasSlides ? <ChapterSlides chapter={chapter} /> : null}
      {!hasSlides && craftItems.length === 0 ? (
        <div className="feature-row">
          <Picture className="feature-row__image" src={chapter.image} alt="" width={1200} height={800} size="half" />
          <div className="feature-row__text">
            <p className="chapter__description">{chapter.description}</p>
            <Figures figures={figures} className="figures--compact" />
          </div>
        </div>
      ) : (
        <Figures figures={figures} />
      )}
    </CompanySection>
  )
}
