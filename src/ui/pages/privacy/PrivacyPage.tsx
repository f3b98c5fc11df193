import { links } from '../../../routing/links.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { configValue } from '../../../seo/site-config.ts'
import { useBundle, usePage } from '../../render/page-context.tsx'
import { InnerPage } from '../InnerPage.tsx'
import { PRIVACY_TEXT } from './privacy-text.ts'

/** The privacy notice: its sections, ending with whom to write to (the site's email, else the contact page). */
export function PrivacyPage({ breadcrumb }: { breadcrumb: Crumb[] }) {
  const { lang } = usePage()
  const text = PRIVACY_TEXT[lang]
  const email = configValue(useBundle().configs, 'contact_email', lang)
  return (
    <InnerPage title={text.title} subtitle={text.lead} breadcrumb={breadcrumb}>
      <article className="privacy">
        {text.sections.map((section, i) => (
          <section key={section.heading} className="privacy__section" aria-labelledby={`privacy-${i + 1}`}>
            <h2 id={`privacy-${i + 1}`} className="privacy__heading">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p className="privacy__contact">
          {text.contactBefore} {email ? <a href={`mailto:${email}`}>{email}</a> : <a href={links(lang).route('Concat')}>{text.contactPage}</a>}
          {lang === 'en' ? '.' : '。'}
        </p>
      </article>
    </InnerPage>
  )
}
