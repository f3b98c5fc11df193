import type { ConceptChapter } from '../../../content/model/entities.ts'
import { usePage } from '../../render/page-context.tsx'
import { Carousel } from '../../carousel/Carousel.tsx'
import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { Figures } from '../company/Figures.tsx'
import { Picture } from '../../content/Picture.tsx'

/**
 * A chapter's carousel of slides (spec §2: three, on the timeline 2006, 2014, 2018): each with its pictures,
 * year, title, text, figures and tags. Vertical from 1024 px beside the years that pick a slide, sideways
 * below (concepts.css sets the axis; src/ui/carousel/script/); without JavaScript the years are links to their slides.
 */
export function ChapterSlides({ chapter }: { chapter: ConceptChapter }) {
  const { t } = usePage()
  const id = `${chapter.anchor}-slides`
  const slideId = (index: number) => `${chapter.anchor}-slide-${index + 1}`
  return (
    <Carousel
      id={id}
      variant="slides"
      kind="slides"
      className="slides"
      slideClassName="slide"
      label={chapter.title}
      before={
        <div className="slides__nav">
          <ol className="slides__years" aria-label={t('concepts.slidesYears', { chapter: chapter.title })}>
            {chapter.slides.map((slide, index) => (
              <li key={slideId(index)}>
                <a className="slides__year" href={`#${slideId(index)}`} data-slide-to={index} aria-current={index === 0 ? 'true' : undefined}>
                  {slide.year}
                </a>
              </li>
            ))}
          </ol>
          <CarouselButtons carousel={id} prevLabel={t('gallery.prevSlide')} nextLabel={t('gallery.nextSlide')} vertical />
        </div>
      }
      slides={chapter.slides.map((slide, index) => ({
        key: slideId(index),
        id: slideId(index),
        content: (
          <>
            <div className="slide__media">
              {slide.images.slice(0, 2).map((image, n) => (
                <Picture key={image} className={n === 0 ? 'slide__image' : 'slide__image slide__image--inset'} src={image} alt="" width={1200} height={800} size={n === 0 ? 'half' : 'card'} />
              ))}
            </div>
            <div className="slide__text">
              <h3 className="slide__heading">
                <span className="slide__year">{slide.year}</span> <span className="slide__title">
                  {slide.title}
                </span>
              </h3>
              <p className="slide__body">{slide.text}</p>
              <Figures figures={slide.stats} className="figures--compact" />
              {slide.tags.length > 0 ? (
                <ul className="tags">
                  {slide.tags.map((tag) => (
                    <li key={tag} className="tags__tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </>
        ),
      }))}
    />
  )
}
