/** The home banners as BannersSection shows them, and the head preload of the first one (the LCP). */
import type { Banner } from '../../../content/model/entities.ts'
import { localizedPath, type Lang } from '../../../routing/locale.ts'
import { matchRoute } from '../../../routing/routes.ts'
import type { Preload } from '../../../seo/page-head.ts'
import { responsive } from '../../content/responsive.ts'
import { bannerPreloads } from './banner-frames.ts'

export interface BannerTool {
  name: string
  icon: string
  href: string
  /** Opens in a new tab (with rel="noopener"). */
  blank: boolean
}

export interface BannerView {
  id: string
  kind: 'image' | 'video'
  /** The picture, or the video's poster (the banner's `logo`). */
  image: string
  video: string | null
  mark: string
  title: string
  subtitle: string
  details: string
  tools: BannerTool[]
}

/** The banner art is 16:9 (1920×1080; the video poster 1280×720); CSS sizes the box and covers it. */
export const BANNER_WIDTH = 1920
export const BANNER_HEIGHT = 1080
/** A banner spans the screen. */
export const BANNER_SIZE = 'full'

/** A video banner's poster, at the banner's width when the media route can resize it. */
export const bannerPoster = (banner: BannerView): string => responsive(banner.image, BANNER_WIDTH, BANNER_SIZE).src

/** A link of the site's own pages opens in the page's language (/pdf/… → /en/pdf/…); files and other sites stay as they are. */
export function siteLink(url: string, lang: Lang): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const path = url.split(/[?#]/, 1)[0] ?? url
  return matchRoute(path) ? localizedPath(url, lang) : url
}

export function bannerView(banner: Banner, lang: Lang): BannerView {
  const isVideo = banner.mediaType === 'video' && Boolean(banner.video)
  return {
    id: banner.id,
    kind: isVideo ? 'video' : 'image',
    image: isVideo ? banner.logo || banner.image : banner.image,
    video: isVideo ? banner.video : null,
    mark: banner.bannerMark,
    title: banner.bannerTitle,
    subtitle: banner.bannerSubtitle,
    details: banner.bannerDetails,
    tools: banner.tool.map((tool) => ({ name: tool.name, icon: tool.icon, href: siteLink(tool.url, lang), blank: tool.blank })),
  }
}

/** The first banner's picture (or poster) is the largest thing on the first screen: fetch it with the head, as its <img> will choose it. */
export function lcpPreload(banners: readonly BannerView[]): Preload[] {
  const first = banners[0]
  return first?.image ? bannerPreloads(first.image, BANNER_WIDTH, BANNER_SIZE) : []
}
