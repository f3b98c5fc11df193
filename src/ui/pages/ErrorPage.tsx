import { localizedPath } from '../../routing/locale.ts'
import { usePage } from '../render/page-context.tsx'

/** Spec §8's error page: the status and a link home. Never shows the error's internals. */
export function ErrorPage({ status }: { status: number }) {
  const { lang, t } = usePage()
  return (
    <section className="error-page">
      <p className="error-page__status">{status}</p>
      <h1>{t('error.message')}</h1>
      <p>
        <a href={localizedPath('/', lang)}>{t('error.backHome')}</a>
      </p>
    </section>
  )
}
