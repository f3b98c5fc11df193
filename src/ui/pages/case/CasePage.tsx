import { Suspense } from 'react'
import type { ExampleCategory, ExampleImage, ExamplePartner } from '../../../content/model/entities.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { EnquiryForm } from '../../forms/EnquiryForm.tsx'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { usePage } from '../../render/page-context.tsx'
import { Lightbox } from '../company/Lightbox.tsx'
import { CaseProjects } from './CaseProjects.tsx'
import { CaseTabs } from './CaseTabs.tsx'
import { PartnerWall } from './PartnerWall.tsx'

export const CASE_BANNER = '/img/page-banners/case.webp'

interface CasePageProps {
  title: string
  breadcrumb: Crumb[]
  /** The category shown (undefined only when there are none at all). */
  category: ExampleCategory | undefined
  images: Promise<ExampleImage[]>
  partners: Promise<ExamplePartner[]>
}

/**
 * The Case page of spec §2: the banner, a tab per case category (each its own page), the category's project
 * pictures in a carousel with their names, the wall of its partners' logos, and the enquiry form.
 */
export function CasePage({ title, breadcrumb, category, images, partners }: CasePageProps) {
  const { t } = usePage()
  return (
    <>
      <PageBanner title={title} subtitle={t('cases.subtitle')} breadcrumb={breadcrumb} image={CASE_BANNER} />
      <CaseTabs current={category} />
      {category ? (
        <>
          <Suspense fallback={<div className="case-pending" />}>
            <CaseProjects category={category} images={images} />
          </Suspense>
          <Suspense fallback={<div className="case-pending" />}>
            <PartnerWall category={category} partners={partners} />
          </Suspense>
        </>
      ) : null}
      <div className="company-section">
        <div className="company-section__inner">
          <EnquiryForm />
        </div>
      </div>
      <Lightbox />
    </>
  )
}
