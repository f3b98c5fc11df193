import type { Crumb } from '../../seo/json-ld.ts'
import { usePage } from '../render/page-context.tsx'

interface PageBannerProps {
  title: string
  subtitle?: string
  /** Shown as a breadcrumb trail; the last entry is the current page. */
  breadcrumb?: Crumb[]
}

/** The banner at the top of every inner page: its title, and where it sits in the site. */
export function PageBanner({ title, subtitle, breadcrumb }: PageBannerProps) {
  const { t } = usePage()
  return (
    <div className="page-banner">
      <h1 className="page-banner__title">{title}</h1>
      {subtitle ? <p className="page-banner__subtitle">{subtitle}</p> : null}
      {breadcrumb && breadcrumb.length > 1 ? (
        <nav className="breadcrumb" aria-label={t('nav.breadcrumb')}>
          <ol>
            {breadcrumb.map((crumb, i) =>
              i === breadcrumb.length - 1 ? (
                <li key={crumb.url} aria-current="page">
                  {crumb.name}
                </li>
              ) : (
                <li key={crumb.url}>
                  <a href={new URL(crumb.url).pathname + new URL(crumb.url).search}>{crumb.name}</a>
                </li>
              ),
            )}
          </ol>
        </nav>
      ) : null}
    </div>
  )
}
