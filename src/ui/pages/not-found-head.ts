import type { PageHead } from '../../seo/page-head.ts'
import type { Translate } from '../i18n/index.ts'

/** The 404 page's head: its title, and no indexing. */
export function notFoundHead(t: Translate): PageHead {
  return { title: t('notFound.title'), description: t('notFound.message'), robots: 'noindex' }
}
