/** Structured data (schema.org JSON-LD) for search engines. Pure builders; the document embeds them safely. */
import type { News, Product } from '../content/model/entities.ts'

export interface Crumb {
  name: string
  url: string
}

export interface OrganizationInput {
  name: string
  url: string
  logo: string
  phone?: string
  email?: string
  address?: string
}

export function organization({ name, url, logo, phone, email, address }: OrganizationInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    logo,
    ...(address ? { address } : {}),
    ...(phone || email
      ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', ...(phone ? { telephone: phone } : {}), ...(email ? { email } : {}) } }
      : {}),
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
