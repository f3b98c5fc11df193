import type { Certificate, CertificateGroupCode } from '../../../content/model/entities.ts'
import { usePage } from '../../render/page-context.tsx'
import { Carousel } from '../../carousel/Carousel.tsx'
import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { ZoomableImage } from '../company/ZoomableImage.tsx'

/** Certificates are scanned portrait pages, 600×800. */
const CERTIFICATE_IMAGE = { width: 600, height: 800 } as const
/** How long the pointer rests on a group's tab before its pictures show (src/client/tabs/). */
export const HOVER_INTENT_MS = 120

export interface CertificateGroup {
  code: CertificateGroupCode
  name: string
  items: Certificate[]
}

/** Certificates (ordered by group, then within it) as their groups, in that order. */
export function groupCertificates(certificates: readonly Certificate[]): CertificateGroup[] {
  const groups = new Map<CertificateGroupCode, CertificateGroup>()
  for (const certificate of certificates) {
    const group = groups.get(certificate.groupCode) ?? { code: certificate.groupCode, name: certificate.groupName, items: [] }
    group.items.push(certificate)
    groups.set(certificate.groupCode, group)
  }
  return [...groups.values()]
}

/**
 * The certificate swiper of spec §2 in its three groups (patents, certifications, honours): a tab per
 * group; hovering or focusing a tab shows its images (src/client/tabs/), each of which
 * opens larger in the page's dialog. Without JavaScript each tab is a link to its panel, which `:target`
 * shows, and a picture is a link to the image file.
 */
export function Certificates({ certificates }: { certificates: Certificate[] }) {
  const { t } = usePage()
  const groups = groupCertificates(certificates)
  if (groups.length === 0) return null
  return (
    <div className="certs" data-tabs="" data-tabs-hover={HOVER_INTENT_MS}>
      <h3 className="certs__title">
        {t('about.certificatesTitle')}
      </h3>
      <div className="certs__body">
        <div className="certs__groups" role="tablist" aria-label={t('about.certificatesGroups')}>
          {groups.map((group, index) => (
            <a
              key={group.code}
              className="certs__group"
              role="tab"
              id={`certs-tab-${group.code}`}
              href={`#certs-${group.code}`}
              aria-controls={`certs-${group.code}`}
              aria-selected={index === 0}
            >
              <span className="certs__group-name">{group.name}</span>
              <span className="certs__group-count">{t('about.certificatesCount', { n: group.items.length })}</span>
            </a>
          ))}
        </div>
        <div className="certs__panels">
          {groups.map((group) => (
            <Carousel
              key={group.code}
              id={`certs-${group.code}`}
              variant="certs"
              className="certs__panel"
              root={{ role: 'tabpanel', id: `certs-${group.code}`, 'aria-labelledby': `certs-tab-${group.code}` }}
              slides={group.items.map((certificate) => ({
                key: certificate.id,
                content: (
                  <figure className="cert">
                    <ZoomableImage className="cert__image" src={certificate.image} name={certificate.name} {...CERTIFICATE_IMAGE} />
                    <figcaption className="cert__name">{certificate.name}</figcaption>
                  </figure>
                ),
              }))}
              after={<CarouselButtons carousel={`certs-${group.code}`} prevLabel={t('gallery.prev')} nextLabel={t('gallery.next')} />}
            />
          ))}
        </div>
      </div>
    </div>
  )
}
