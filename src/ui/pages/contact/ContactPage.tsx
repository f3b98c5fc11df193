import type { Crumb } from '../../../seo/json-ld.ts'
import { EnquiryForm } from '../../forms/EnquiryForm.tsx'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { usePage } from '../../render/page-context.tsx'
import { ContactDetails, ContactServices } from './ContactDetails.tsx'
import { ContactMap } from './ContactMap.tsx'
import type { ContactSettings } from './contact-settings.ts'
import { Picture } from '../../content/Picture.tsx'

/**
 * The Contact page (spec §2 Contact): the banner; the contact information beside the enquiry form; then the
 * map with the company address, the service hotline, the public-relations contact, the site phone number
 * and the QR code.
 */
export function ContactPage({ title, breadcrumb, settings }: { title: string; breadcrumb: Crumb[]; settings: ContactSettings }) {
  const { t } = usePage()
  const { qr } = settings
  return (
    <>
      <PageBanner title={title} subtitle={t('contact.subtitle')} breadcrumb={breadcrumb} />
      <div className="contact">
        <div className="contact__reach">
          <section className="contact-card" aria-labelledby="contact-info-title">
            <h2 className="contact__heading" id="contact-info-title">
              {t('contact.infoTitle')}
            </h2>
            <ContactDetails settings={settings} />
          </section>
          <div className="contact__form">
            <EnquiryForm />
          </div>
        </div>
        <section className="contact__visit" aria-labelledby="contact-map-title">
          <h2 className="contact__heading" id="contact-map-title">
            {t('contact.mapTitle')}
          </h2>
          <div className="contact__visit-grid">
            <ContactMap settings={settings} />
            <div className="contact-card contact-card--services">
              <h3 className="contact__subheading">
                {t('contact.servicesTitle')}
              </h3>
              <ContactServices settings={settings} switchboardLabel={t('contact.switchboard')} fromAbroad={(phone) => t('contact.fromAbroad', { phone })} />
              {qr ? (
                <figure className="contact-qr">
                  <Picture className="contact-qr__image" src={qr.value} width={144} height={144} alt={t('contact.qrAlt', { name: qr.label })} size="thumb" />
                  <figcaption>
                    <strong>{qr.label}</strong>
                    {qr.note ? <span>{qr.note}</span> : null}
                  </figcaption>
                </figure>
              ) : null}
            </div>
          </div>
        </section>
      </div>
    </>
  )
}
