/**
 * The enquiry form's rules and the message it sends (spec §4, §5, §7), shared by the browser
 * (src/client/forms/enquiry.ts) and the no-JavaScript form post (src/ui/pages/form-posts.ts). The field rules
 * are the API's own (the `Enquiry` schema of src/content/message.ts), so a form that passes here passes there.
 */
import * as v from 'valibot'
import { Enquiry } from '../content/message.ts'
import { MAX_CHARACTERS_STEP, maxLengthOf, problemsOf, type Problems } from './problems.ts'

import { ENQUIRY_FIELDS, ENQUIRY_HIDDEN, type EnquiryField, type EnquiryProblem } from './enquiry-fields.ts'

export { ENQUIRY_FIELDS, ENQUIRY_HIDDEN, type EnquiryField, type EnquiryProblem } from './enquiry-fields.ts'

/**
 * The visitor's own text. It is sent inside `content` with the other fields' lines, so it leaves room for
 * them within the API's content limit (5 lines of at most 200 characters and their labels).
 */
export const ENQUIRY_MESSAGE_MAX = 3500

/** What an enquiry's topic can name: its line's label says which (咨询方案 / 咨询产品). */
export const ENQUIRY_TOPIC_KINDS = ['solution', 'product'] as const
export type EnquiryTopicKind = (typeof ENQUIRY_TOPIC_KINDS)[number]

/**
 * What the visitor typed, as the schema reads it; `topic` names what the enquiry is about (a solution or a
 * product, as `topicKind` says: anything else reads as a solution, so a tampered form still sends).
 */
export const EnquiryInput = v.object({
  contactPerson: Enquiry.entries.contactPerson,
  company: Enquiry.entries.company,
  contactDetails: Enquiry.entries.contactDetails,
  email: Enquiry.entries.email,
  message: v.pipe(Enquiry.entries.content, v.maxCodePoints(ENQUIRY_MESSAGE_MAX)),
  topic: v.pipe(v.nullish(v.string(), ''), v.string(), v.trim(), v.maxCodePoints(200)),
  topicKind: v.fallback(v.picklist(ENQUIRY_TOPIC_KINDS), 'solution'),
})
export type EnquiryInput = v.InferOutput<typeof EnquiryInput>

/** The longest value each field takes (the inputs' `maxlength`). */
export const ENQUIRY_MAX_LENGTH: Record<EnquiryField, number> = {
  contactPerson: maxLengthOf(Enquiry.entries.contactPerson),
  company: maxLengthOf(Enquiry.entries.company),
  contactDetails: maxLengthOf(Enquiry.entries.contactDetails),
  email: maxLengthOf(Enquiry.entries.email),
  message: ENQUIRY_MESSAGE_MAX,
}

function problemOf(type: string): EnquiryProblem {
  if (type === MAX_CHARACTERS_STEP) return 'tooLong'
  return type === 'check' ? 'invalid' : 'required'
}

export type EnquiryParse = { success: true; output: EnquiryInput } | { success: false; problems: Problems<EnquiryField, EnquiryProblem> }

/** Checks what the visitor typed: the trimmed values, or each failing field with its problem. */
export function parseEnquiry(input: Partial<Record<EnquiryField | (typeof ENQUIRY_HIDDEN)[number], string>>): EnquiryParse {
  const result = v.safeParse(EnquiryInput, input)
  if (result.success) return { success: true, output: result.output }
  return { success: false, problems: problemsOf(result.issues, ENQUIRY_FIELDS, problemOf) }
}

/** The labels of the composed content's lines, in the visitor's language, and what follows a label. */
export interface EnquiryLabels {
  topic: Record<EnquiryTopicKind, string>
  contactPerson: string
  company: string
  contactDetails: string
  email: string
  message: string
  separator: string
}

/** Spec §7's enquiry variant of the message call (the honeypot is added by whoever sends it). */
export interface EnquiryMessage {
  source: string
  company: string
  contactPerson: string
  contactDetails: string
  email: string
  content: string
}

/**
 * The message call's body: the fields as they are, and `content` composed as a text block of the topic (when
 * there is one), contact person, company, contact details, email and message, labelled in the visitor's
 * language, so the message reads well wherever it is read (the CMS, the operator export).
 */
export function enquiryMessage(input: EnquiryInput, labels: EnquiryLabels, source: string): EnquiryMessage {
  const line = (label: string, value: string) => `${label}${labels.separator}${value}`
  const lines = [
    ...(input.topic ? [line(labels.topic[input.topicKind], input.topic)] : []),
    line(labels.contactPerson, input.contactPerson),
    line(labels.company, input.company),
    line(labels.contactDetails, input.contactDetails),
    line(labels.email, input.email),
    line(labels.message, input.message),
  ]
  return {
    source,
    company: input.company,
    contactPerson: input.contactPerson,
    contactDetails: input.contactDetails,
    email: input.email,
    content: lines.join('\n'),
  }
}
