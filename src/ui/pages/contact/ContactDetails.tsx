import type { ReactNode } from 'react'
import { telHref } from '../../layout/Footer.tsx'
import type { ContactItem, ContactSettings } from './contact-settings.ts'
import { contactParts } from './contact-parts.ts'
import { keepSeparators } from '../../text/separators.ts'

/** One item: its label, its value (or `children`), its note, and `after` it a line more. */
function Row({ item, children, after }: { item: ContactItem; children?: ReactNode; after?: string | null }) {
  return (
    <div className="contact-list__row">
      <dt>{item.label}</dt>
      <dd>
        {children ?? item.value}
        {item.note ? <span className="contact-list__note">{withLinks(item.note)}</span> : null}
        {after ? <span className="contact-list__note">{withLinks(after)}</span> : null}
      </dd>
    </div>
  )
}

/** A text with its phone numbers as tel: links and its addresses as mailto: links. */
export function withLinks(text: string): ReactNode {
  return contactParts(text).map((part, i) =>
    part.kind === 'phone' ? (
      <a key={i} href={telHref(part.text)}>
        {part.text}
      </a>
    ) : part.kind === 'email' ? (
      <a key={i} href={`mailto:${part.text}`}>
        {part.text}
      </a>
    ) : (
      keepSeparators(part.text)
    ),
  )
}

/** Contact person, company, phone, email and address (spec §2 Contact: the contact information). */
export function ContactDetails({ settings }: { settings: ContactSettings }) {
  const { person, company, phone, email, address } = settings
  return (
    <dl className="contact-list">
      {person ? <Row item={person} /> : null}
      <Row item={company} />
      {phone ? (
        <Row item={phone}>
          <a href={telHref(phone.value)}>{phone.value}</a>
        </Row>
      ) : null}
      {email ? (
        <Row item={email}>
          <a href={`mailto:${email.value}`}>{email.value}</a>
        </Row>
      ) : null}
      {address ? (
        <Row item={address}>
          <address>{address.value}</address>
        </Row>
      ) : null}
    </dl>
  )
}

/** A mainland China service number (400, 800), which cannot be dialled from abroad. */
const MAINLAND_ONLY = /^\s*(400|800)\b/

/**
 * The service hotline, the public-relations contact and the site phone number, each with its note. A 400 or 800
 * hotline, which works only inside mainland China, names the site phone number beside it for callers from abroad.
 */
export function ContactServices({ settings, switchboardLabel, fromAbroad }: { settings: ContactSettings; switchboardLabel: string; fromAbroad: (phone: string) => string }) {
  const { hotline, pr, phone } = settings
  return (
    <dl className="contact-list contact-list--services">
      {hotline ? (
        <Row item={hotline} after={phone && MAINLAND_ONLY.test(hotline.value) ? fromAbroad(phone.value) : null}>
          <a className="contact-list__hotline" href={telHref(hotline.value)}>
            {hotline.value}
          </a>
        </Row>
      ) : null}
      {pr ? <Row item={pr} /> : null}
      {phone ? (
        <Row item={{ label: switchboardLabel, value: phone.value }}>
          <a href={telHref(phone.value)}>{phone.value}</a>
        </Row>
      ) : null}
    </dl>
  )
}
