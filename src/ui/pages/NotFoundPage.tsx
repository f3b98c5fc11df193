import { localizedPath } from '../../routing/locale.ts'
import { usePage } from '../render/page-context.tsx'

/** Spec §8: "This page could not be found", with a link to the home page of the same language. */
export function NotFoundPage() {
  const { lang, t } = usePage()
  return (
    <section className="error-page">
      <p className="error-page__status">404</p>
      <h1>
        {t('notFound.message')}
      </h1>
      <p>
        <a href={localizedPath('/', lang)}>{t('notFound.backHome')}</a>
      </p>
    </section>
  )
}
