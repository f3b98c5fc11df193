import { localizedPath } from '../../../routing/locale.ts'
import { usePage } from '../../render/page-context.tsx'
import { Carousel } from '../../carousel/Carousel.tsx'
import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { HomeSection } from './HomeSection.tsx'
import { Picture } from '../../content/Picture.tsx'

/** The three concept cards and the Concepts chapter each opens (spec §2: /concepts/?id=anchor2 … anchor4). */
export const CONCEPT_CARDS = [
  { anchor: 'anchor2', image: '/img/concepts/chapter-2.webp' },
  { anchor: 'anchor3', image: '/img/concepts/chapter-3.webp' },
  { anchor: 'anchor4', image: '/img/concepts/chapter-4.webp' },
] as const

export function ConceptsSection() {
  const { t, lang } = usePage()
  return (
    <HomeSection id="concepts" title={t('home.concepts.title')} lead={t('home.concepts.lead')} controls={<CarouselButtons carousel="concepts" prevLabel={t('home.concepts.prev')} nextLabel={t('home.concepts.next')} />}>
      <Carousel
        id="concepts"
        variant="concepts"
        move="view"
        slides={CONCEPT_CARDS.map(({ anchor, image }) => ({
          key: anchor,
          content: (
            <article className="card">
              <Picture src={image} alt="" width={1200} height={800} size="card" />
              <div>
                <h3>
                  <a href={localizedPath(`/concepts/?id=${anchor}`, lang)}>
                    {t(`home.concepts.${anchor}.title`)}
                  </a>
                </h3>
                <p>{t(`home.concepts.${anchor}.text`)}</p>
                <span className="card__more" aria-hidden="true">
                  {t('home.concepts.more')}
                </span>
              </div>
            </article>
          ),
        }))}
      />
    </HomeSection>
  )
}
