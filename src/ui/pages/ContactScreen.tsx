import type { ContactPointInput, OrganizationInput } from '../../seo/json-ld.ts'
import { contactParts } from './contact/contact-parts.ts'
import { contactSettings, type ContactSettings } from './contact/contact-settings.ts'
import { ContactPage } from './contact/ContactPage.tsx'
import type { Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'

/** What the Contact page adds to the Organization's JSON-LD: where it is and whom to call for what. */
function organizationDetails({ place, phone, email, hotline, pr }: ContactSettings): Partial<OrganizationInput> {
  const points: ContactPointInput[] = []
  if (phone || email) points.push({ contactType: 'sales', telephone: phone?.value, email: email?.value })
  if (hotline) points.push({ contactType: 'customer support', name: hotline.label, telephone: hotline.value, hoursAvailable: hotline.note })
  if (pr) {
    const parts = contactParts(pr.note ?? '')
    points.push({ contactType: 'public relations', name: pr.value, telephone: parts.find((p) => p.kind === 'phone')?.text, email: parts.find((p) => p.kind === 'email')?.text })
  }
  return {
    ...(place.position ? { geo: { latitude: place.position.lat, longitude: place.position.lon } } : {}),
    ...(points.length ? { contactPoints: points } : {}),
  }
}

/** /contact/ (spec §2 Contact): contact details, the enquiry form, the map and the service contacts. */
export const contactScreen: Screen = (input) => {
  const { t, bundle, lang } = input
  const title = t('screens.contact')
  const breadcrumb = crumbs(input, { name: title, path: input.match.canonicalPath })
  const settings = contactSettings(bundle.configs, lang, t)
  return {
    kind: 'page',
    head: screenHead(input, { seo: configSeo(input), breadcrumb, image: '/img/page-banners/contact.webp', organization: organizationDetails(settings) }),
    main: <ContactPage title={title} breadcrumb={breadcrumb} settings={settings} />,
    styles: ['enquiry', 'contact'],
  }
}
