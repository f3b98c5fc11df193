import type { CSSProperties } from 'react'
import { responsive, type PictureSize } from './responsive.ts'

interface PictureProps {
  src: string
  alt: string
  /** The box's width and height: its shape before the file arrives (CSS sets the shown size). */
  width: number
  height: number
  /** How wide the layout shows it (src/ui/content/responsive.ts): what the browser picks a file by. */
  size: PictureSize
  className?: string
  /** Lazy by default; `eager` for a picture of the first screen, `priority` for the page's largest one. */
  load?: 'lazy' | 'eager' | 'priority'
}

/**
 * The site's one way to show a picture of the content: an <img> whose box has the shape of `width` × `height`
 * whatever its file's (site.css, `--picture-ratio`), lazy unless told, and, for a picture the media route can
 * resize, a `srcset` of its widths with the layout's `sizes`.
 */
export function Picture({ src, alt, width, height, size, className, load = 'lazy' }: PictureProps) {
  const lazy = load === 'lazy'
  const image = responsive(src, width, size, lazy)
  return (
    <img
      className={className}
      // A picture whose URL the content layer refused has none: its box stays, empty (site.css img[data-failed]).
      src={image.src || undefined}
      data-failed={image.src ? undefined : ''}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : load === 'eager' ? 'eager' : undefined}
      decoding={load === 'priority' ? undefined : 'async'}
      fetchPriority={load === 'priority' ? 'high' : undefined}
      style={{ '--picture-ratio': `${width} / ${height}` } as CSSProperties}
    />
  )
}
