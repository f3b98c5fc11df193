import { localizedPath } from '../../routing/locale.ts'
import { brandLogo, configValue } from '../../seo/site-config.ts'
import { Picture } from '../content/Picture.tsx'
import { usePage } from '../render/page-context.tsx'

const WHITE_LOGO = '/img/brand/logo-white.svg'

/** The brand mark, linking to the home page of the current language; `light` for dark backgrounds (the footer's, loaded lazily). */
export function Logo({ light = false }: { light?: boolean }) {
  const { lang, t, bundle } = usePage()
  const name = (bundle && configValue(bundle.configs, 'brand_name', lang)) || t('site.name')
  const src = light ? WHITE_LOGO : brandLogo(bundle?.configs ?? [], lang)
  return (
    <a className="logo" href={localizedPath('/', lang)}>
      <Picture className="logo__image" src={src} alt={name} width={180} height={40} size="thumb" load={light ? 'lazy' : 'eager'} />
    </a>
  )
}
