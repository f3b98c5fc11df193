import { usePage } from '../render/page-context.tsx'

/** The home page. Its sections (banners, concepts, products, solutions, partners, news) come with the home issue. */
export function HomePage() {
  const { t } = usePage()
  return (
    <section className="page-intro">
      <h1>{t('site.name')}</h1>
      <p>{t('site.description')}</p>
    </section>
  )
}
