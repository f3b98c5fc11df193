import { localizedPath } from '../../routing/locale.ts'
import { usePage } from '../render/page-context.tsx'

/** Spec §8's error page: the status, a message (never the error's internals) and a link home. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { lang, t } = usePage()
  return (
    <section className="error-page">
      <p className="error-page__status">{status}</p>
      <h1>
        {message}
      </h1>
      <p>{t('error.message')}</p>
      <p>
        <a href={localizedPath('/', lang)}>{t('error.backHome')}</a>
      </p>
    </section>
  )
}
