/**
 * The e-mail a new message becomes (issue 52): a subject a salesperson can sort by (kind, company, product),
 * every field the visitor sent, the language, the page it came from and the product or solution that page
 * shows; plain text and the same as simple HTML. Reply-To is the visitor's address when it is one.
 */
import { EMAIL_PATTERN } from '../content/message.ts'
import type { StoredMessage } from '../content/sources/d1-messages.ts'
import { matchRoute } from '../routing/routes.ts'

/** What an e-mail tells of a stored message. */
export type MailedMessage = Pick<
  StoredMessage,
  'id' | 'createdAt' | 'language' | 'variant' | 'source' | 'contactPerson' | 'company' | 'contactDetails' | 'email' | 'content' | 'pagePath'
>

export interface ComposedMail {
  subject: string
  text: string
  html: string
  replyTo?: string
}

/** The product or solution a page shows, from its URL (a category page's `?id=`). */
export function namedItem(pagePath: string | null): { kind: 'Product' | 'Solution'; code: string } | null {
  if (!pagePath) return null
  const url = new URL(pagePath, 'http://site.invalid')
  const match = matchRoute(url.pathname)
  const code = url.searchParams.get('id')
  if (!match || !code) return null
  if (match.name === 'ProductCategory') return { kind: 'Product', code }
  if (match.name === 'SolutionCategory') return { kind: 'Solution', code }
  return null
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** One line of a header: no line breaks a subject could be split at. */
const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export function composeMail(message: MailedMessage, siteOrigin: string): ComposedMail {
  const item = namedItem(message.pagePath)
  const kind = message.variant === 'enquiry' ? 'Enquiry' : 'Subscription'
  const who = message.company ? `${message.company} (${message.contactPerson})` : message.contactPerson
  const subject = oneLine([`[${kind}]`, who, item ? `${item.kind} ${item.code}` : '', `#${message.id}`].filter(Boolean).join(' · ').replace(/^(\[\w+\]) · /, '$1 '), 200)
  const fields: [string, string][] = [
    ['Kind', kind],
    ['Company', message.company ?? ''],
    ['Contact person', message.contactPerson],
    ['Contact details', message.contactDetails ?? ''],
    ['E-mail', message.email ?? ''],
    ['Language', message.language],
    ['Form', message.source],
    ['Page', message.pagePath ? `${siteOrigin}${message.pagePath}` : ''],
    [item?.kind ?? 'Product', item?.code ?? ''],
    ['Received', message.createdAt],
    ['Message number', String(message.id)],
  ]
  const shown = fields.filter(([, value]) => value !== '')
  const text = [...shown.map(([name, value]) => `${name}: ${value}`), '', message.content].join('\n')
  const rows = shown.map(([name, value]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join('')
  const html = `<table>${rows}</table><p style="white-space:pre-wrap">${escapeHtml(message.content)}</p>`
  const replyTo = message.email && EMAIL_PATTERN.test(message.email) ? message.email : undefined
  return { subject, text, html, ...(replyTo ? { replyTo } : {}) }
}
