import type { Solution } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { TagList } from '../../content/TagList.tsx'
import { usePage } from '../../render/page-context.tsx'
import { Picture } from '../../content/Picture.tsx'

/** Solution pictures are 1200×800. */
export const SOLUTION_IMAGE_WIDTH = 1200
export const SOLUTION_IMAGE_HEIGHT = 800

interface SolutionEntryProps {
  solution: Solution
  /** Spec §2's two layouts: 1 with the picture on the left, 2 on the right (from 768 px; stacked below). */
  mode: 1 | 2
  /** The page's first picture, on the first screen: fetched at once rather than lazily. */
  first: boolean
}

/** One solution on the solutions page: picture, name, description, tags, learn more and contact links. */
export function SolutionEntry({ solution, mode, first }: SolutionEntryProps) {
  const { t, lang } = usePage()
  const link = links(lang)
  const titleId = `solution-${solution.solutionCode}`
  return (
    <article className={`solution-entry solution-entry--mode${mode}`} aria-labelledby={titleId}>
      {/* In a <picture>, so React adds no preload of its own for the first one. */}
      {solution.image ? (
        <picture className="solution-entry__picture">
          <Picture className="solution-entry__image" src={solution.image} alt="" width={SOLUTION_IMAGE_WIDTH} height={SOLUTION_IMAGE_HEIGHT} size="half" load={first ? 'priority' : 'lazy'} />
        </picture>
      ) : null}
      <div className="solution-entry__body">
        <h3 className="solution-entry__name" id={titleId}>
          {solution.solutionName}
        </h3>
        <p className="solution-entry__description">{solution.description}</p>
        <TagList tags={solution.tags} label={t('solution.tags')} />
        <p className="solution-entry__actions">
          <a className="button" href={link.solution(solution)}>
            {t('solution.learnMore')}
            <span className="visually-hidden">{t('solution.learnMoreAbout', { name: solution.solutionName })}</span>
          </a>
          <a className="button button--ghost" href={link.route('Concat')}>
            {t('solution.contact')}
            <span className="visually-hidden">{t('solution.contactAbout', { name: solution.solutionName })}</span>
          </a>
        </p>
      </div>
    </article>
  )
}
