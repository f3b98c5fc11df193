/** Structured data (schema.org JSON-LD) for search engines. Pure builders; the document embeds them safely. */
import type { News, Product } from '../content/model/entities.ts'

export interface Crumb {
  name: string
  url: string
}

export interface ContactPointInput {
  /** schema.org's free text; Google reads e.g. 'sales', 'customer support'. */
  contactType: string
  telephone?: string
  email?: string
  name?: string
  hoursAvailable?: string
}

export interface OrganizationInput {
  name: string
  url: string
  logo: string
  phone?: string
  email?: string
  address?: string
  /** Where the organization is, as a place with coordinates (`geo` belongs to a Place, not an Organization). */
  geo?: { latitude: number; longitude: number }
  /** Its contact points; without them, one made of `phone` and `email`. */
  contactPoints?: ContactPointInput[]
}

const contactPoint = ({ contactType, telephone, email, name, hoursAvailable }: ContactPointInput) => ({
  '@type': 'ContactPoint',
  contactType,
  ...(name ? { name } : {}),
  ...(telephone ? { telephone } : {}),
  ...(email ? { email } : {}),
  ...(hoursAvailable ? { hoursAvailable } : {}),
})

export function organization({ name, url, logo, phone, email, address, geo, contactPoints }: OrganizationInput) {
  const points = contactPoints ?? (phone || email ? [{ contactType: 'customer service', telephone: phone, email }] : [])
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    logo,
    ...(address ? { address } : {}),
    ...(geo
      ? { location: { '@type': 'Place', ...(address ? { address } : {}), geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } } }
      : {}),
    ...(points.length === 1 ? { contactPoint: contactPoint(points[0]!) } : points.length > 1 ? { contactPoint: points.map(contactPoint) } : {}),
  }
}

export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  }
}

export function productLd(product: Product, { url, image, brand, category }: { url: string; image: string; brand: string; category: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    sku: product.productCode,
    description: product.advertisement,
    image,
    url,
    category,
    brand: { '@type': 'Brand', name: brand },
  }
}

export function newsArticle(news: News, { url, image, publisher, logo }: { url: string; image: string; publisher: string; logo: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title,
    description: news.description,
    image: [image],
    datePublished: news.createTime,
    dateModified: news.updatedAt ?? news.createTime,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher, logo: { '@type': 'ImageObject', url: logo } },
  }
}

/** A summary page's list of detail pages (the product overview's products), in the order shown. */
export function itemList(items: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  }
}

/** An online event (the launch event's page), so search engines can list it as an event. */
export function onlineEvent({ name, description, startDate, url, streamUrl, image, organizer }: { name: string; description: string; startDate: string; url: string; streamUrl?: string; image: string; organizer: { name: string; url: string } }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description,
    startDate,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: streamUrl ?? url },
    image: [image],
    url,
    organizer: { '@type': 'Organization', ...organizer },
  }
}

/**
 * The site itself, with the search crawlers may offer in their results (a `SearchAction` whose URL template
 * is the results page: `searchUrl` ends in `q={search_term_string}`).
 */
export function webSite({ name, url, inLanguage, searchUrl }: { name: string; url: string; inLanguage: string; searchUrl: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url,
    inLanguage,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrl },
      'query-input': 'required name=search_term_string',
    },
  }
}
