import { links } from '../../routing/links.ts'
import { configValue, findConfig } from '../../seo/site-config.ts'
import { useBundle, usePage } from '../render/page-context.tsx'
import { FooterColumns } from './footer/FooterColumns.tsx'
import { SubscribeForm } from './footer/SubscribeForm.tsx'
import { Logo } from './Logo.tsx'

/** A phone number as a tel: URL: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** A filing record's link: the setting's text (valueDefault) pointing at its registry (description). */
function Filing({ code }: { code: string }) {
  const { lang } = usePage()
  const config = findConfig(useBundle().configs, code, lang)
  const text = config?.valueDefault
  if (!text) return null
  const url = config.description
  return url && /^https?:\/\//.test(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    <span>{text}</span>
  )
}

/**
 * The site footer (spec §2): phone and email from the site config, the link columns, the subscription
 * form, the company address, the filing records and the privacy notice's link. A pure function of the
 * language and the bundle (the copyright year is the bundle's), so it can be rendered once per bundle
 * version and reused.
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  )
}

/** What the footer holds (the page renderer reuses its HTML: src/ui/render/chrome-cache.tsx). */
export function FooterContent() {
  const { t, lang } = usePage()
  const { configs, builtAt } = useBundle()
  const phone = configValue(configs, 'contact_phone', lang)
  const email = configValue(configs, 'contact_email', lang)
  const address = configValue(configs, 'company_address', lang)
  return (
    <>
      <div className="site-footer__main">
        <div>
          <Logo light />
          <dl className="site-footer__contact">
            {phone ? (
              <div>
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
            {address ? (
              <div>
                <dt>{t('footer.address')}</dt>
                <dd>
                  <address>{address}</address>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        <FooterColumns />
        <SubscribeForm />
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: new Date(builtAt).getFullYear() })}
          <a className="site-footer__privacy" href={links(lang).route('Privacy')}>
            {t('forms.privacyLink')}
          </a>
        </p>
        <p className="site-footer__filings">
          <Filing code="filing_icp" />
          <Filing code="filing_police" />
        </p>
      </div>
    </>
  )
}
