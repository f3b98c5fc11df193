/**
 * How the site's own pictures are named beside one another, for the drawing script that makes them
 * (scripts/media) and the pages that find them alike: one module, so the two never disagree.
 */

/** Where the Chinese drawing of the picture `path` is: beside it, `name.zh-CN.svg` or `name.zh-CN.webp`. */
export const chineseName = (path: string): string => path.replace(/(\.[a-z]+)$/, '.zh-CN$1')

/**
 * The shapes a home banner is drawn in (art direction, src/ui/pages/home/banner-frames.ts): 16:9 for wide
 * windows (the file as named), 4:3 for squarer ones, 3:4 for tablets held upright and 9:16 for phones.
 */
export const BANNER_SHAPES = {
  wide: { suffix: '', width: 1920, height: 1080 },
  '4x3': { suffix: '-4x3', width: 1440, height: 1080 },
  '3x4': { suffix: '-3x4', width: 1200, height: 1600 },
  portrait: { suffix: '-portrait', width: 900, height: 1600 },
} as const
export type BannerShape = keyof typeof BANNER_SHAPES

/** Where the `shape` drawing of the banner picture `path` is: `banner-1-4x3.webp` beside `banner-1.webp`. */
export const bannerShapeName = (path: string, shape: BannerShape): string => path.replace(/(\.[a-z]+)$/, `${BANNER_SHAPES[shape].suffix}$1`)
