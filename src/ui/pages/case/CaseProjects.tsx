import { use } from 'react'
import type { ExampleCategory, ExampleImage } from '../../../content/model/entities.ts'
import { usePage } from '../../render/page-context.tsx'
import { Carousel } from '../../carousel/Carousel.tsx'
import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { CompanySection } from '../company/CompanySection.tsx'
import { ZoomableImage } from '../company/ZoomableImage.tsx'

/** Project pictures are 1200×800. */
const PROJECT_IMAGE = { width: 1200, height: 800 } as const

/** The category's project pictures with their names, in a carousel; each opens larger. */
export function CaseProjects({ category, images }: { category: ExampleCategory; images: Promise<ExampleImage[]> }) {
  const { t } = usePage()
  const list = use(images)
  return (
    <CompanySection id="case-projects" title={t('cases.projectsTitle', { category: category.categoryName })}>
      {list.length > 0 ? (
        <Carousel
          id="case-projects"
          variant="case-projects"
          className="case-projects"
          slides={list.map((image, index) => ({
            key: image.id,
            content: (
              <figure className="case-project">
                <ZoomableImage className="case-project__image" src={image.url} name={image.imageName} {...PROJECT_IMAGE} eager={index === 0} />
                <figcaption className="case-project__name">{image.imageName}</figcaption>
              </figure>
            ),
          }))}
          after={<CarouselButtons carousel="case-projects" prevLabel={t('gallery.prev')} nextLabel={t('gallery.next')} />}
        />
      ) : (
        <p className="case-empty">{t('cases.projectsEmpty')}</p>
      )}
    </CompanySection>
  )
}
