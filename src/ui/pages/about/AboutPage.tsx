import { Suspense, use } from 'react'
import type { AboutContent } from '../../../content/index.ts'
import { ABOUT_ANCHORS } from '../../../routing/links.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import type { Translate } from '../../i18n/index.ts'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { usePage } from '../../render/page-context.tsx'
import { SectionTabs, type SectionTab } from '../../sections/SectionTabs.tsx'
import { Lightbox } from '../company/Lightbox.tsx'
import { ExpertiseSection } from './ExpertiseSection.tsx'
import { HistorySection } from './HistorySection.tsx'
import { IntroSection } from './IntroSection.tsx'
import { NewsSection } from './NewsSection.tsx'
import { PhilosophySection } from './PhilosophySection.tsx'
import { ReferencesSection } from './ReferencesSection.tsx'

export const ABOUT_BANNER = '/img/page-banners/about.webp'

/** Spec §2: tabs for anchors 1, 2, 3, 4, 6 and 7. */
export function aboutTabs(t: Translate): SectionTab[] {
  return [
    { id: ABOUT_ANCHORS.about, label: t('about.tabs.about') },
    { id: ABOUT_ANCHORS.philosophy, label: t('about.tabs.philosophy') },
    { id: ABOUT_ANCHORS.expertise, label: t('about.tabs.expertise') },
    { id: ABOUT_ANCHORS.cases, label: t('about.tabs.references') },
    { id: ABOUT_ANCHORS.history, label: t('about.tabs.history') },
    { id: ABOUT_ANCHORS.news, label: t('about.tabs.news') },
  ]
}

/** The sections, once the company content is in. */
function AboutSections({ company }: { company: Promise<AboutContent> }) {
  const { intro, certificates, history, statistics, chapters } = use(company)
  const section = (code: string) => intro.find((s) => s.code === code)
  const figures = (group: string) => statistics.filter((s) => s.groupCode === group)
  return (
    <>
      <IntroSection intro={section('intro')} figures={figures('company')} />
      <PhilosophySection chapters={chapters} />
      <ExpertiseSection parts={[section('manufacturing'), section('research')]} capacity={figures('capacity')} certificates={certificates} />
      <ReferencesSection global={section('global')} />
      <HistorySection entries={history} />
      <NewsSection />
      <Lightbox />
    </>
  )
}

/**
 * The About page of spec §2: banner, section tabs, then about (intro and headline figures), philosophy
 * (the concept chapters, a link to /concepts), expertise (manufacturing, research, certificates), references
 * (case categories, a link to Case; global strategy), history (the timeline) and company news.
 */
export function AboutPage({ title, breadcrumb, company }: { title: string; breadcrumb: Crumb[]; company: Promise<AboutContent> }) {
  const { t } = usePage()
  return (
    <>
      <PageBanner title={title} subtitle={t('about.subtitle')} breadcrumb={breadcrumb} image={ABOUT_BANNER} />
      <SectionTabs sections={aboutTabs(t)} />
      <Suspense fallback={<div className="company-pending" />}>
        <AboutSections company={company} />
      </Suspense>
    </>
  )
}
