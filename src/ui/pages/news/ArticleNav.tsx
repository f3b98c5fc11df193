import type { NewsSummary } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'

interface ArticleNavProps {
  previous?: NewsSummary
  next?: NewsSummary
  /** The category's list page that shows this article. */
  backHref: string
}

/**
 * Previous (newer), back to the list, next (older). At the ends the button stays in place, disabled, and
 * says so (spec §2: the first-page and last-page labels).
 */
export function ArticleNav({ previous, next, backHref }: ArticleNavProps) {
  const { lang, t } = usePage()
  const link = links(lang)
  const step = (rel: 'prev' | 'next', target: NewsSummary | undefined) => {
    const direction = rel === 'prev' ? t('news.article.previous') : t('news.article.next')
    const className = `article-nav__step article-nav__step--${rel}`
    return target ? (
      <a className={className} href={link.news(target)} rel={rel}>
        <span className="article-nav__direction">{direction}</span>
        <span className="article-nav__title">{target.title}</span>
      </a>
    ) : (
      <a className={className} role="link" aria-disabled="true">
        <span className="article-nav__direction">{direction}</span>
        <span className="article-nav__title">{rel === 'prev' ? t('news.article.first') : t('news.article.last')}</span>
      </a>
    )
  }
  return (
    <nav className="article-nav" aria-label={t('news.article.nav')}>
      {step('prev', previous)}
      <a className="button button--ghost article-nav__back" href={backHref}>
        {t('news.article.back')}
      </a>
      {step('next', next)}
    </nav>
  )
}
