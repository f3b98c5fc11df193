/**
 * Pictures sized for the screen (issue 33). A raster picture served by the media route (`/cms-media/…/a.jpg`)
 * can be had at any of the route's widths, so the page offers them in `srcset` with the `sizes` its layout gives
 * it, and a phone downloads a phone-sized file. The site's own pictures come in two files, their drawing's width
 * and twice it, and the products' in a third at half it (src/media/own-pictures.json), offered the same way;
 * anything else goes as it is.
 */
import type { Preload } from '../../seo/page-head.ts'
import { MEDIA_WIDTHS } from '../../media/image-options.ts'
import { densePath, halfPath, hasHalfFile, isRasterPath, MEDIA_ROUTE } from '../../media/paths.ts'
import ownPictures from '../../media/own-pictures.json'

/** How wide a picture is shown, by layout (the `sizes` attribute): one of these per place a picture sits. */
export const PICTURE_SIZES = {
  /** Across the screen: home banners, page banners. */
  full: '100vw',
  /** Half the content from a tablet up: feature rows, a product's or a solution's own picture, the featured news. */
  half: '(max-width: 767px) 100vw, 50vw',
  /** A card of a grid or carousel: the screen's width on a phone, half on a tablet, a third or less above. */
  card: '(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 33vw',
  /** A small card or tile: half a phone's width, 240 px above. */
  tile: '(max-width: 639px) 50vw, 240px',
  /** A product in the product overview's ring: a sixth of the width up to 1023 px, 128 to 172 px above. */
  ring: '(max-width: 1023px) 16vw, 180px',
  /** A product tile of the product overview's categories: under half a phone, 240 px up to 1439 px, 334 at 2560. */
  productTile: '(max-width: 639px) 50vw, (max-width: 1439px) 240px, 340px',
  /** A picture in a header menu beside its columns: some 28 % of a small laptop's width, 11–20 % above. */
  aside: '(max-width: 1199px) 28vw, 15vw',
  /** A logo or a thumbnail in a menu. */
  thumb: '160px',
  /** An icon beside a label. */
  icon: '24px',
} as const
export type PictureSize = keyof typeof PICTURE_SIZES

/**
 * The places a product's -half file is offered in. Not `tile`: some of its places are wider than its `sizes`
 * say (a home product card, 88 % of a phone's width, up to 463 px), and a half file would be drawn enlarged.
 */
const HALF_FILE_PLACES: ReadonlySet<PictureSize> = new Set(['ring', 'productTile'])

/** The highest device-pixel ratio a screen has (phones reach 3.5). */
const DENSEST_SCREEN = 4

/** The width each place shows its picture at, where that is fixed (`sizes` in px): read once, not per picture. */
const FIXED_WIDTHS = new Map(
  Object.entries(PICTURE_SIZES).flatMap(([size, sizes]) => {
    const px = /^(\d+)px$/.exec(sizes)
    return px ? [[size as PictureSize, Number(px[1])] as const] : []
  }),
)

export interface ResponsiveImage {
  src: string
  srcSet?: string
  sizes?: string
}

/** The route's widths a picture of `width` (its box's largest, in CSS pixels) is offered at: up to twice that, for dense screens. */
export function widthsFor(width: number): number[] {
  const enough = MEDIA_WIDTHS.findIndex((w) => w >= Math.min(width * 2, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!))
  return MEDIA_WIDTHS.slice(0, enough + 1)
}

/** Whether the media route can resize `src`. */
export const isResizable = (src: string): boolean => src.startsWith(`${MEDIA_ROUTE}/`) && !/[?#]/.test(src) && isRasterPath(src)

/** The width of the site's own picture `src` (its 1× file), if it is one. */
export const ownWidth = (src: string): number | undefined => (ownPictures as Record<string, number | undefined>)[src]

/**
 * `src` as a page gives it, with the `sizes` of its place: a resizable picture at the widths fit for a box of
 * `width` (its `src` the one for a box of that width, for browsers that read no `srcset`); one of the site's own
 * pictures at the two of its files its place can use. Anything else unchanged.
 *
 * No `auto` in `sizes`, though lazy pictures may have it: HTML then holds such a picture at `contain: size`
 * 300×150 until it loads, and a box that takes a dimension from its picture jumps when it does.
 */
export function responsive(src: string, width: number, size: PictureSize): ResponsiveImage {
  const own = ownWidth(src)
  // Shown at a fixed width that its 1× file covers even on the densest screens: the 2× file would never be chosen.
  if (own && own >= DENSEST_SCREEN * (FIXED_WIDTHS.get(size) ?? Infinity)) return { src }
  // The product overview's small pictures, in its ring and its tiles (their sizes bound them): the half file, and
  // the 1× file for dense screens. Their 1× file decoded four to sixteen times the pixels they show.
  if (own && HALF_FILE_PLACES.has(size) && hasHalfFile(src)) return { src, srcSet: `${halfPath(src)} ${own / 2}w, ${src} ${own}w`, sizes: PICTURE_SIZES[size] }
  if (own) return { src, srcSet: `${src} ${own}w, ${densePath(src)} ${own * 2}w`, sizes: PICTURE_SIZES[size] }
  if (!isResizable(src)) return { src }
  const widths = widthsFor(width)
  const fallback = widths.find((w) => w >= width) ?? widths[widths.length - 1]!
  return {
    src: `${src}?w=${fallback}`,
    srcSet: widths.map((w) => `${src}?w=${w} ${w}w`).join(', '),
    sizes: PICTURE_SIZES[size],
  }
}

/** The head's preload of a page's largest picture, matching what its <img> will choose (`imagesrcset`, `imagesizes`). */
export function picturePreload(src: string, width: number, size: PictureSize): Preload {
  const image = responsive(src, width, size)
  return { href: image.src, as: 'image', fetchPriority: 'high', ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: image.sizes } : {}) }
}
