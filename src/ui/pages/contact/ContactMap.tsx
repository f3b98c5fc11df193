import type { CSSProperties } from 'react'
import { usePage } from '../../render/page-context.tsx'
import type { ContactSettings } from './contact-settings.ts'
import { MAP_FRAMES, mapImage, NARROW_MAP_BELOW_PX, positionOnMap } from './map-area.ts'
import { amapUrl, openStreetMapUrl } from './map-links.ts'

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`

/**
 * The map of the company's surroundings: a picture shipped with the site (no map script, works offline and
 * under the CSP), a square one on narrow screens, with the marker placed from `map_center`; the address and
 * links that open the place in OpenStreetMap and, for Chinese visitors, in Amap.
 */
export function ContactMap({ settings }: { settings: ContactSettings }) {
  const { t, lang } = usePage()
  const { place, address, company } = settings
  const wide = place.position ? positionOnMap(place.position, MAP_FRAMES.wide) : null
  const narrow = place.position ? positionOnMap(place.position, MAP_FRAMES.narrow) : null
  const markerStyle = {
    '--wide-x': wide ? percent(wide.x) : undefined,
    '--wide-y': wide ? percent(wide.y) : undefined,
    '--narrow-x': narrow ? percent(narrow.x) : undefined,
    '--narrow-y': narrow ? percent(narrow.y) : undefined,
  } as CSSProperties
  const alt = t('contact.mapAlt', { place: `${company.value} ${place.name}`, address: address?.value ?? '' })
  return (
    <figure className="contact-map">
      <div className="contact-map__frame">
        <picture>
          <source media={`(max-width: ${NARROW_MAP_BELOW_PX - 1}px)`} srcSet={mapImage('narrow', lang)} width={MAP_FRAMES.narrow.width} height={MAP_FRAMES.narrow.height} />
          <img className="contact-map__image" src={mapImage('wide', lang)} width={MAP_FRAMES.wide.width} height={MAP_FRAMES.wide.height} alt={alt} loading="lazy" decoding="async" />
        </picture>
        {wide || narrow ? (
          <span className="contact-map__marker" style={markerStyle} data-wide={wide ? '' : undefined} data-narrow={narrow ? '' : undefined} aria-hidden="true">
            <svg className="contact-map__pin" viewBox="0 0 32 44" width="32" height="44" focusable="false">
              <path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 44 16 44s16-16.5 16-28.3C32 7 24.8 0 16 0z" />
              <circle cx="16" cy="15.5" r="6" />
            </svg>
            <span className="contact-map__label">{place.name}</span>
          </span>
        ) : null}
      </div>
      <figcaption className="contact-map__caption">
        <span className="contact-map__place">{company.value}</span>
        {address ? <address>{address.value}</address> : null}
        {place.position ? (
          <span className="contact-map__links">
            <MapLink href={openStreetMapUrl(place.position)} text={t('contact.openOsm')} />
            {lang === 'zh-CN' ? <MapLink href={amapUrl(place.position, company.value)} text={t('contact.openAmap')} /> : null}
          </span>
        ) : null}
        <span className="contact-map__note">{t('contact.mapNote')}</span>
      </figcaption>
    </figure>
  )
}

function MapLink({ href, text }: { href: string; text: string }) {
  const { t } = usePage()
  return (
    <a className="button button--ghost contact-map__link" href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden">{t('contact.newTab')}</span>
    </a>
  )
}
