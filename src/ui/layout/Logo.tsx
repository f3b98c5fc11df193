import { localizedPath } from '../../routing/locale.ts'
import { configValue } from '../../seo/site-config.ts'
import { usePage } from '../render/page-context.tsx'

const DEFAULT_LOGO = '/img/brand/logo.svg'
const WHITE_LOGO = '/img/brand/logo-white.svg'

/** The brand mark, linking to the home page of the current language; `light` for dark backgrounds (the footer's, loaded lazily). */
export function Logo({ light = false }: { light?: boolean }) {
  const { lang, t, bundle } = usePage()
  const name = (bundle && configValue(bundle.configs, 'brand_name', lang)) || t('site.name')
  const configured = bundle ? configValue(bundle.configs, 'brand_logo', lang) : ''
  const src = light ? WHITE_LOGO : configured || DEFAULT_LOGO
  return (
    <a className="logo" href={localizedPath('/', lang)}>
      <img className="logo__image" src={src} alt={name} width={180} height={40} loading={light ? 'lazy' : undefined} />
    </a>
  )
}
