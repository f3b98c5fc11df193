import { PictureImage, type PictureImageProps } from './PictureImage.tsx'
import { responsive, type PictureSize } from './responsive.ts'

interface PictureProps extends Omit<PictureImageProps, 'image'> {
  src: string
  /** How wide the layout shows it (src/ui/content/responsive.ts): what the browser picks a file by. */
  size: PictureSize
}

/**
 * The site's one way to show a picture of the content: an <img> whose box has the shape of `width` × `height`
 * whatever its file's, lazy unless told, and, for a picture the media route can resize or one of the site's own
 * (its two files), a `srcset` with the layout's `sizes`.
 */
export function Picture({ src, size, load = 'lazy', ...image }: PictureProps) {
  return <PictureImage image={responsive(src, image.width, size)} load={load} {...image} />
}
