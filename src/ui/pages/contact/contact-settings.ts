/**
 * The Contact page's settings (spec §2 Contact, §3 site config), read once from the bundle's configs: each
 * item's label is the setting's name (the operator's wording), its value the setting's value, its note the
 * description. An unset setting is left out of the page.
 */
import type { Config } from '../../../content/model/entities.ts'
import type { Lang } from '../../../routing/locale.ts'
import { sitePicture } from '../../../content/sanitize/urls.ts'
import { configValue, findConfig } from '../../../seo/site-config.ts'
import type { Translate } from '../../i18n/index.ts'
import { parseLonLat, type LonLat } from './map-area.ts'

export interface ContactItem {
  label: string
  value: string
  note?: string
}

export interface ContactSettings {
  company: ContactItem
  person?: ContactItem
  phone?: ContactItem
  email?: ContactItem
  address?: ContactItem
  hotline?: ContactItem
  pr?: ContactItem
  /** The QR code: its value is the image's path. */
  qr?: ContactItem
  /** The map marker's place: its name and position (null when the setting is missing or malformed). */
  place: { name: string; position: LonLat | null }
}

/** A setting shown as a picture, when it names one a page may show (the CSP blocks other origins'); else none. */
function picture(item: ContactItem | undefined): ContactItem | undefined {
  const src = item && sitePicture(item.value)
  return item && src ? { ...item, value: src } : undefined
}

export function contactSettings(configs: readonly Config[], lang: Lang, t: Translate): ContactSettings {
  const item = (code: string, fallbackLabel: string): ContactItem | undefined => {
    const config = findConfig(configs, code, lang)
    const value = config?.valueDefault?.trim()
    if (!config || !value) return undefined
    return { label: config.name || fallbackLabel, value, ...(config.description ? { note: config.description } : {}) }
  }
  const place = findConfig(configs, 'map_center', lang)
  const company = configValue(configs, 'brand_name', lang) || t('site.name')
  return {
    company: { label: t('contact.company'), value: company },
    person: item('contact_person', t('contact.person')),
    phone: item('contact_phone', t('contact.phone')),
    email: item('contact_email', t('contact.email')),
    address: item('company_address', t('contact.address')),
    hotline: item('service_hotline', t('contact.hotline')),
    pr: item('pr_contact', t('contact.pr')),
    qr: picture(item('contact_qr', t('contact.qrAlt', { name: company }))),
    place: { name: place?.name || company, position: parseLonLat(place?.valueDefault) },
  }
}
