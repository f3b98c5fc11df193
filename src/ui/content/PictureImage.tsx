import type { CSSProperties } from 'react'
import type { ResponsiveImage } from './responsive.ts'

export interface PictureImageProps {
  /** The picture as a page gives it (src/ui/content/responsive.ts). */
  image: ResponsiveImage
  alt: string
  /** The box's width and height: its shape before the file arrives and whatever the file's (site.css, `--picture-ratio`). */
  width: number
  height: number
  className?: string
  /**
   * Its class gives the box its width and a ratio of its own, the same as `width` × `height` (a logo wall, the
   * menu's product pictures): neither an inline `--picture-ratio` nor `width` and `height` attributes are
   * written, 59 bytes a picture where a page shows dozens. The box is as sized before the file arrives.
   */
  shapedByClass?: boolean
  /** Lazy by default; `eager` for a picture of the first screen, `priority` for the page's largest one. */
  load?: 'lazy' | 'eager' | 'priority'
}

/**
 * The <img> of a picture whose sizes are already chosen: what Picture renders, and what an island renders from
 * the sizes the server chose (so that it needs none of responsive.ts's code, and hydration sees the same).
 * A picture whose URL the content layer refused has none: its box stays, empty (site.css `img[data-failed]`).
 */
export function PictureImage({ image, alt, width, height, className, shapedByClass = false, load = 'lazy' }: PictureImageProps) {
  return (
    <img
      className={className}
      src={image.src || undefined}
      data-failed={image.src ? undefined : ''}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={shapedByClass ? undefined : width}
      height={shapedByClass ? undefined : height}
      loading={load === 'lazy' ? 'lazy' : load === 'eager' ? 'eager' : undefined}
      decoding={load === 'priority' ? undefined : 'async'}
      fetchPriority={load === 'priority' ? 'high' : undefined}
      style={shapedByClass ? undefined : ({ '--picture-ratio': `${width} / ${height}` } as CSSProperties)}
    />
  )
}
