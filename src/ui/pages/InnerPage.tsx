import type { Crumb } from '../../seo/json-ld.ts'
import { PageBanner } from '../layout/PageBanner.tsx'

/** An inner page: its banner, then its sections (each screen's own issue fills them in). */
export function InnerPage({ title, subtitle, breadcrumb, children }: { title: string; subtitle?: string; breadcrumb?: Crumb[]; children?: React.ReactNode }) {
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} breadcrumb={breadcrumb} />
      {children}
    </>
  )
}
