/**
 * Art direction for the home banners. The site's own banners are drawn in three shapes
 * (scripts/media/sets/banners.ts): 16:9 (`a.webp`, the <img>'s), 4:3 (`a-4x3.webp`) and 9:16
 * (`a-portrait.webp`), and 3:4 (`a-3x4.webp`) for a tablet held upright. A window gets the one of its shape, each file at its drawn size, so that the banner is
 * full-bleed and sharp at every width without the artwork being cropped away. A banner of the CMS, drawn in
 * one shape, is covered as it is.
 */
import type { Preload } from '../../../seo/page-head.ts'
import { bannerShapeName, type BannerShape } from '../../../media/picture-names.ts'
import { ownWidth, picturePreload, responsive, type ResponsiveImage } from '../../content/responsive.ts'

interface BannerFrame {
  shape: Exclude<BannerShape, 'wide'>
  /** The windows that get it, as <source media>: the first frame that matches wins. */
  media: string
  /** The same windows less those of the frames before it, for a preload that never fetches two files. */
  only: string
}

/** The other shapes, in the order a <picture> tries them; every other window gets the 16:9 picture. */
export const BANNER_FRAMES: readonly BannerFrame[] = [
  { shape: 'portrait', media: '(max-aspect-ratio: 2/3)', only: '(max-aspect-ratio: 2/3)' },
  { shape: '3x4', media: '(max-aspect-ratio: 4/5)', only: '(min-aspect-ratio: 6667/10000) and (max-aspect-ratio: 4/5)' },
  { shape: '4x3', media: '(max-aspect-ratio: 3/2)', only: '(min-aspect-ratio: 8001/10000) and (max-aspect-ratio: 3/2)' },
]
/** The windows of the 16:9 picture when a banner has the other shapes. */
const WIDE_ONLY = '(min-aspect-ratio: 3001/2000)'

/** The other shapes of the site's banner picture `image` that exist: each file, its drawn width and its frame. */
function shapesOf(image: string): { file: string; width: number; frame: BannerFrame }[] {
  return BANNER_FRAMES.flatMap((frame) => {
    const file = bannerShapeName(image, frame.shape)
    const width = file !== image ? ownWidth(file) : undefined
    return width ? [{ file, width, frame }] : []
  })
}

export interface BannerSource extends ResponsiveImage {
  media: string
}

/** The <source>s of a banner picture: its other shapes that exist, each with the windows that get it. */
export function bannerSources(image: string, size: 'full'): BannerSource[] {
  return shapesOf(image).map(({ file, width, frame }) => ({ ...responsive(file, width, size), media: frame.media }))
}

/** The head's preloads of a banner picture: one per shape, for exclusive windows, each as its <source> or <img> chooses. */
export function bannerPreloads(image: string, width: number, size: 'full'): Preload[] {
  const shapes = shapesOf(image).map(({ file, width: drawn, frame }) => ({ ...picturePreload(file, drawn, size), media: frame.only }))
  return shapes.length ? [...shapes, { ...picturePreload(image, width, size), media: WIDE_ONLY }] : [picturePreload(image, width, size)]
}
