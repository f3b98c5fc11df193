/** The head of a screen: its SEO texts plus what every page carries (canonical, alternates, OG, Organization). */
import { localizedPath } from '../../routing/locale.ts'
import { breadcrumbList, organization, type Crumb, type OrganizationInput } from '../../seo/json-ld.ts'
import { pageHead, type OpenGraph, type PageHead } from '../../seo/page-head.ts'
import { brandLogo, configValue, seoFromConfig, type SeoTexts } from '../../seo/site-config.ts'
import type { ScreenInput } from './screen.ts'

export const DEFAULT_SHARE_IMAGE = '/img/banners/banner-1.webp'

export function siteName({ bundle, lang, t }: ScreenInput): string {
  return configValue(bundle.configs, 'brand_name', lang) || t('site.name')
}

/** The SEO texts of a page code from the site config, or the site's name and description when unset. */
export function configSeo(input: ScreenInput, pageCode = input.match.seoCode): SeoTexts {
  return seoFromConfig(input.bundle.configs, pageCode, input.lang) ?? { title: siteName(input), keywords: '', description: input.t('site.description') }
}

/** A breadcrumb trail from Home, with absolute URLs. */
export function crumbs(input: ScreenInput, ...trail: { name: string; path: string }[]): Crumb[] {
  return [{ name: input.t('nav.home'), path: '/' }, ...trail].map(({ name, path }) => ({ name, url: input.origin + localizedPath(path, input.lang) }))
}

interface ScreenHeadOptions {
  seo: SeoTexts
  /** The canonical path (without language prefix), query included when it selects the content. */
  path?: string
  image?: string
  type?: OpenGraph['type']
  breadcrumb?: Crumb[]
  jsonLd?: object[]
  /** More about the Organization than every page says (the Contact page: coordinates, contact points). */
  organization?: Partial<OrganizationInput>
}

/** Titles carry the brand, as search results show them without the site's name otherwise. */
function withBrand(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`
}

export function screenHead(input: ScreenInput, { seo, path = input.match.canonicalPath, image = DEFAULT_SHARE_IMAGE, type, breadcrumb, jsonLd = [], organization: more }: ScreenHeadOptions): PageHead {
  const { bundle, lang, origin } = input
  const brand = siteName(input)
  const org = organization({
    name: brand,
    url: origin + localizedPath('/', lang),
    logo: new URL(brandLogo(bundle.configs, lang), origin).href,
    phone: configValue(bundle.configs, 'contact_phone', lang) || undefined,
    email: configValue(bundle.configs, 'contact_email', lang) || undefined,
    address: configValue(bundle.configs, 'company_address', lang) || undefined,
    ...more,
  })
  return pageHead({
    origin,
    lang,
    path,
    seo: { ...seo, title: withBrand(seo.title, brand) },
    siteName: brand,
    image,
    type,
    jsonLd: [org, ...(breadcrumb ? [breadcrumbList(breadcrumb)] : []), ...jsonLd],
    feedTitle: input.t('news.feed.title', { site: brand }),
  })
}
