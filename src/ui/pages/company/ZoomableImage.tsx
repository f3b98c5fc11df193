import { usePage } from '../../render/page-context.tsx'
import { Picture } from '../../content/Picture.tsx'

interface ZoomableImageProps {
  src: string
  /** What the picture shows: its alt text and the larger view's caption. */
  name: string
  width: number
  height: number
  className?: string
  /** On the first screen (the Case page's first project on a phone is its largest paint): loaded at once. */
  eager?: boolean
}

/**
 * A picture that opens larger: a link to the image file itself (what it does without JavaScript); with
 * JavaScript it opens in the page's image dialog (src/client/lightbox/lightbox.ts).
 */
export function ZoomableImage({ src, name, width, height, className, eager = false }: ZoomableImageProps) {
  const { t } = usePage()
  return (
    <a className={className ? `zoomable ${className}` : 'zoomable'} href={src} data-lightbox-open="" data-caption={name} aria-label={t('gallery.open', { name })}>
      <Picture src={src} alt={name} width={width} height={height} size="card" load={eager ? 'priority' : 'lazy'} />
    </a>
  )
}
