import * as v from 'valibot'
import { Id, ImagePath, IsoDateTime, Link, Localized, Sort, VideoPath } from './common.ts'

/** A button over a banner (spec §3 `tool`): e.g. the brochure, or the film in a new tab (`blank`). */
export const BannerTool = v.strictObject({ name: Localized, icon: ImagePath, url: Link, blank: v.boolean() })
export type BannerTool = v.InferOutput<typeof BannerTool>

const bannerText = {
  id: Id,
  bannerTitle: Localized,
  bannerSubtitle: Localized,
  bannerDetails: Localized,
  /** A short eyebrow line shown above the title. */
  bannerMark: Localized,
  tool: v.optional(v.array(BannerTool), []),
  sort: Sort,
  updatedAt: v.optional(IsoDateTime),
}

export const ImageBanner = v.strictObject({ ...bannerText, mediaType: v.literal('image'), image: ImagePath })

/** `logo` is the video's poster (spec §3); `image` is the still shown where the video does not play. */
export const VideoBanner = v.strictObject({
  ...bannerText,
  mediaType: v.literal('video'),
  video: VideoPath,
  logo: ImagePath,
  image: ImagePath,
})

export const Banner = v.variant('mediaType', [ImageBanner, VideoBanner])
export type Banner = v.InferOutput<typeof Banner>

export const BannersFile = v.pipe(v.array(Banner), v.minLength(1))
