import type { HTMLAttributes, ReactNode } from 'react'
import { usePage } from '../render/page-context.tsx'
import { trackId } from './track-id.ts'

export interface Slide {
  key: string
  /** The slide's element id, for links to it (a year of the timeline). */
  id?: string
  content: ReactNode
}

/** A `data-*` attribute of the root (labels its script reads). */
type DataAttributes = { [name: `data-${string}`]: string | number | undefined }

interface CarouselProps {
  /** The carousel's name; its track's id is `{id}-track`. */
  id: string
  /** A modifier class (`carousel--{variant}`) whose stylesheet sets the slides per view (`--per-view`) and gap per breakpoint. */
  variant: string
  slides: readonly Slide[]
  /** What the script adds (script/enhance.ts): a timeline's autoplay, a chapter's year links. */
  kind?: 'gallery' | 'timeline' | 'slides'
  /** How far its buttons move it: a slide (default) or a whole view. */
  move?: 'slide' | 'view'
  /** More classes of the root. */
  className?: string
  /** A class of each slide. */
  slideClassName?: string
  /** Attributes of the root beyond its class (a tab panel's role and id, the labels its script reads). */
  root?: Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children'> & DataAttributes
  /**
   * When its slides hold nothing to focus: the track's name, and the track takes focus itself so that the
   * keyboard can scroll it.
   */
  label?: string
  /** What comes before and after the track inside the root (year links, buttons). */
  before?: ReactNode
  after?: ReactNode
}

/**
 * The site's one carousel: its slides are plain server HTML in a scroll-snapping track (carousel.css), so
 * touch, trackpads and focus move it before and without any script, and the script that adds its buttons,
 * arrow keys and mouse dragging (script/) moves nothing. Its buttons are CarouselButtons,
 * inside it or beside its section's heading.
 */
export function Carousel({ id, variant, slides, kind = 'gallery', move = 'slide', className, slideClassName, root, label, before, after }: CarouselProps) {
  const { t } = usePage()
  return (
    <div {...root} className={['carousel', `carousel--${variant}`, className].filter(Boolean).join(' ')} data-carousel={kind} data-carousel-move={move === 'view' ? 'view' : undefined}>
      {before}
      <div className="carousel__track" id={trackId(id)} {...(label ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}>
        {slides.map((slide, index) => (
          <div key={slide.key} id={slide.id} className={slideClassName ? `carousel__slide ${slideClassName}` : 'carousel__slide'} role="group" aria-label={t('gallery.slide', { n: index + 1, total: slides.length })}>
            {slide.content}
          </div>
        ))}
      </div>
      {after}
    </div>
  )
}
