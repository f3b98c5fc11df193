import type { Crumb } from '../../seo/json-ld.ts'
import type { Preload } from '../../seo/page-head.ts'
import { usePage } from '../render/page-context.tsx'
import { picturePreload, responsive } from '../content/responsive.ts'

/** The banner picture's drawing width: the widest screen it is drawn for. */
const BANNER_WIDTH = 1920

interface PageBannerProps {
  title: string
  subtitle?: string
  /** Shown as a breadcrumb trail; the last entry is the current page. */
  breadcrumb?: Crumb[]
  /**
   * A 1920×600 picture behind the text (decorative: the title says what the page is). It is the page's
   * largest paint: the screen preloads it with `bannerPreload`.
   */
  image?: string
}

/** The head's preload of a banner picture, so that it loads with the first bytes of the page. */
export function bannerPreload(image: string): Preload {
  return picturePreload(image, BANNER_WIDTH, 'full')
}

/** The banner at the top of every inner page: its title, and where it sits in the site. */
export function PageBanner({ title, subtitle, breadcrumb, image }: PageBannerProps) {
  const { t } = usePage()
  return (
    <div className={image ? 'page-banner page-banner--image' : 'page-banner'}>
      {image ? (
        // In a <picture>, so that React adds no preload of its own: the head has one.
        <picture>
          <img className="page-banner__image" {...responsive(image, BANNER_WIDTH, 'full')} alt="" width={BANNER_WIDTH} height={600} fetchPriority="high" />
        </picture>
      ) : null}
      <h1 className="page-banner__title">
        {title}
      </h1>
      {subtitle ? <p className="page-banner__subtitle" data-words="">{subtitle}</p> : null}
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
