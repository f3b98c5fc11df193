/**
 * The two message variants of spec §7 (POST /v1/website/message) with the rules of spec §5: the contact
 * enquiry needs contact person, company, contact details and content; the footer subscription a name and a
 * valid email. Shared by the API (server-side validation) and the forms.
 */
import * as v from 'valibot'
import type { Lang } from '../routing/locale.ts'
import { withoutControlCharacters } from './sanitize/control-characters.ts'
import { hasVisibleCharacter } from './sanitize/visible-text.ts'

/** Spec §5: text, @, domain, dot, at least two letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

import { HONEYPOT_FIELD } from './honeypot.ts'

export { HONEYPOT_FIELD }

const NAME_MAX = 200
const CONTENT_MAX = 5000

// JSON can spell half a character (`"\ud800"`), which storing would turn into replacement characters.
const LONE_SURROGATE = /\p{Cs}/u

/**
 * A field's text as it is checked and stored: whole characters only, control characters and bidirectional
 * controls gone, trimmed, and '' when nothing of it shows (zero-width characters alone), so that a required
 * field of them is missing, not stored invisible.
 */
const text = (field: string) =>
  v.pipe(
    v.nullish(v.string(`${field} must be text`), ''),
    v.string(),
    v.check((value) => !LONE_SURROGATE.test(value), `${field} must be valid Unicode text: it has half a surrogate pair`),
    v.transform(withoutControlCharacters),
    v.trim(),
    v.transform((value) => (hasVisibleCharacter(value) ? value : '')),
  )

/** Limits count characters (code points), as a visitor counts them: 200 emoji are 200, not 400 UTF-16 units. */
const atMost = (field: string, max: number) => v.maxCodePoints(max, `${field} must be at most ${max} characters`)

// A missing or null field reads as '' so that it fails as "is required", not as a malformed object.
const required = (field: string, max: number) => v.pipe(text(field), v.nonEmpty(`${field} is required`), atMost(field, max))

const optional = (field: string, max: number) => v.pipe(text(field), atMost(field, max))

/** The sending form's fixed id (a setting per form), stored as given. */
const source = required('source', 64)

export const Enquiry = v.object({
  source,
  company: required('company', NAME_MAX),
  contactPerson: required('contactPerson', NAME_MAX),
  contactDetails: required('contactDetails', NAME_MAX),
  // Optional (spec §5), but an address when given (issue 35: the footer's rule, which a mistyped address would
  // otherwise pass unseen, leaving the company no way to write back).
  email: v.pipe(
    optional('email', NAME_MAX),
    v.check((email) => email === '' || EMAIL_PATTERN.test(email), 'email must be a valid email address'),
  ),
  content: required('content', CONTENT_MAX),
})

export const Subscription = v.object({
  source,
  contactPerson: required('contactPerson', NAME_MAX),
  email: v.pipe(required('email', NAME_MAX), v.regex(EMAIL_PATTERN, 'email must be a valid email address')),
  content: optional('content', CONTENT_MAX),
})

export type Enquiry = v.InferOutput<typeof Enquiry>
export type Subscription = v.InferOutput<typeof Subscription>
export type Message = ({ variant: 'enquiry' } & Enquiry) | ({ variant: 'subscription' } & Subscription)

/** What the server adds to a message. */
export interface MessageMeta {
  createdAt: string
  language: Lang
  /** HMAC of the day and the client's network (src/api/client-ip-hash.ts): enough to rate-limit, no address kept. */
  ipHash: string
  spam: boolean
  /** The page the form was sent from (path and query), when known. */
  pagePath: string | null
}

export type ParsedMessage = { success: true; message: Message; spam: boolean } | { success: false; message: string }

/**
 * The enquiry is told apart by its company or contactDetails field. Unknown fields are ignored, except the
 * honeypot: any non-empty value there marks the message as spam (it is still stored, flagged).
 */
export function parseMessage(body: unknown): ParsedMessage {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { success: false, message: 'The body must be a JSON object' }
  const fields = body as Record<string, unknown>
  const honeypot = fields[HONEYPOT_FIELD]
  const spam = honeypot !== undefined && honeypot !== null && honeypot !== '' && honeypot !== false
  const isEnquiry = 'company' in fields || 'contactDetails' in fields
  const result = isEnquiry ? v.safeParse(Enquiry, fields) : v.safeParse(Subscription, fields)
  if (!result.success) return { success: false, message: result.issues.map((issue) => issue.message).join('; ') }
  const message: Message = isEnquiry
    ? { variant: 'enquiry', ...(result.output as Enquiry) }
    : { variant: 'subscription', ...(result.output as Subscription) }
  return { success: true, message, spam }
}

/** The stored text of a subscription sent without content: its two lines. */
export function messageContent(message: Message): string {
  return message.content || `${message.contactPerson}\n${message.email}`
}
