import { usePage } from '../render/page-context.tsx'

/** The site footer. Contact details, link columns and the subscription form arrive with the layout issue. */
export function Footer() {
  const { t } = usePage()
  return (
    <footer className="site-footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
