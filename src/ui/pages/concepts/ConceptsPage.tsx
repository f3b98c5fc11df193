import { Suspense, use } from 'react'
import type { ConceptsContent } from '../../../content/index.ts'
import type { Lang } from '../../../routing/locale.ts'
import { pictureIn } from '../../../media/pictures-in.ts'
import { CONCEPT_ANCHORS, links } from '../../../routing/links.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { usePage } from '../../render/page-context.tsx'
import { SectionTabs } from '../../sections/SectionTabs.tsx'
import { ConceptChapterSection } from './ConceptChapterSection.tsx'

/** The page's banner picture, with its callouts' words in `lang`. */
export const conceptsBanner = (lang: Lang): string => pictureIn('/img/page-banners/concepts.webp', lang)

function Chapters({ concepts }: { concepts: Promise<ConceptsContent> }) {
  const { chapters, craftItems, statistics } = use(concepts)
  return (
    <>
      {chapters.map((chapter, index) => (
        <ConceptChapterSection
          key={chapter.id}
          chapter={chapter}
          craftItems={craftItems.filter((item) => item.chapterId === chapter.id)}
          figures={statistics.filter((figure) => figure.groupCode === chapter.code)}
          tinted={index % 2 === 1}
        />
      ))}
    </>
  )
}

/**
 * The Concepts page of spec §2: craftsmanship (its eight craft items), innovation, smart control and core
 * competitiveness (each a vertical carousel of three slides: 2006, 2014, 2018) and research capability (its
 * figures), a tab per chapter, then links to the cases and to contact.
 */
export function ConceptsPage({ title, breadcrumb, concepts }: { title: string; breadcrumb: Crumb[]; concepts: Promise<ConceptsContent> }) {
  const { t, lang } = usePage()
  const to = links(lang)
  return (
    <>
      <PageBanner title={title} subtitle={t('concepts.subtitle')} breadcrumb={breadcrumb} image={conceptsBanner(lang)} />
      <SectionTabs sections={CONCEPT_ANCHORS.map((anchor) => ({ id: anchor, label: t(`header.company.${anchor}`) }))} label={t('concepts.tabsLabel')} />
      <Suspense fallback={<div className="company-pending" />}>
        <Chapters concepts={concepts} />
      </Suspense>
      <div className="concepts-next">
        <a className="button" href={to.route('Case')}>
          {t('concepts.caseLink')}
        </a>
        <a className="button button--ghost" href={to.route('Concat')}>
          {t('concepts.contactLink')}
        </a>
      </div>
    </>
  )
}
