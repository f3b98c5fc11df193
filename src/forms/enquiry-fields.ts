/**
 * The enquiry form's fields and the problems a field can have: what the browser's form needs before its rules
 * (enquiry.ts, with valibot), which it loads when the visitor first uses the form.
 */

/** The fields a visitor fills in, in the order the form shows them (and focuses the first invalid one). */
export const ENQUIRY_FIELDS = ['contactPerson', 'company', 'contactDetails', 'email', 'message'] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]

/** The form's hidden inputs, sent with the fields: what the enquiry is about. */
export const ENQUIRY_HIDDEN = ['topic', 'topicKind'] as const

/** Why a field fails: empty where it is required, longer than its limit, or (the email) not an address. */
export type EnquiryProblem = 'required' | 'tooLong' | 'invalid'
