import { use } from 'react'
import type { ExampleCategory, ExampleImage } from '../../../content/model/entities.ts'
import { usePage } from '../../render/page-context.tsx'
import { CarouselButtons } from '../company/CarouselButtons.tsx'
import { CompanySection } from '../company/CompanySection.tsx'
import { ZoomableImage } from '../company/ZoomableImage.tsx'

/** Project pictures are 1200×800. */
const PROJECT_IMAGE = { width: 1200, height: 800 } as const

/** The category's project pictures with their names, in a carousel; each opens larger. */
export function CaseProjects({ category, images }: { category: ExampleCategory; images: Promise<ExampleImage[]> }) {
  const { t } = usePage()
  const list = use(images)
  const swiper = 'case-projects-swiper'
  return (
    <CompanySection id="case-projects" title={t('cases.projectsTitle', { category: category.categoryName })}>
      {list.length > 0 ? (
        <div className="carousel case-projects" data-carousel="gallery">
          <div className="swiper" id={swiper}>
            <ul className="swiper-wrapper">
              {list.map((image, index) => (
                <li key={image.id} className="swiper-slide">
                  <figure className="case-project">
                    <ZoomableImage className="case-project__image" src={image.url} name={image.imageName} {...PROJECT_IMAGE} eager={index === 0} />
                    <figcaption className="case-project__name">{image.imageName}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
          <CarouselButtons controls={swiper} prevLabel={t('gallery.prev')} nextLabel={t('gallery.next')} />
        </div>
      ) : (
        <p className="case-empty">{t('cases.projectsEmpty')}</p>
      )}
    </CompanySection>
  )
}
