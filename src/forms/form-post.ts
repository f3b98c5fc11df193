/**
 * A form sent without JavaScript that could not be stored: the page is rendered again for that POST with what
 * the visitor typed, each field's problem and a notice (src/ui/pages/form-posts.ts sets it, the forms read it
 * from the page context).
 */

/** The two forms a page can post: the enquiry form (where a page places it) and the footer subscription. */
export type FormName = 'enquiry' | 'subscription'

/**
 * Why the form is shown again: `invalid` (field problems), `tooLarge` (the body passed the limit and was not
 * read), `rateLimited` (too many messages from this client), `failed` (the message could not be stored).
 */
export type FormNotice = 'invalid' | 'tooLarge' | 'rateLimited' | 'failed'

export interface FormPost {
  /** The form that was sent; null when the body was not read (too large), so either may be meant. */
  form: FormName | null
  status: 400 | 413 | 429 | 503
  notice: FormNotice
  /** What the visitor typed, by field name. */
  values: Readonly<Record<string, string>>
  /** Each failing field's problem (its text is in the form's dictionary section). */
  problems: Readonly<Partial<Record<string, string>>>
  /** Seconds until the rate limit lets this client send again. */
  retryAfter?: number
}

/** The fragment a successful post redirects to: the form's success notice, shown by CSS `:target`. */
export const SENT_ANCHOR: Record<FormName, string> = {
  enquiry: 'enquiry-sent',
  subscription: 'subscribe-sent',
}

/** The state a form of `name` renders with: the POST's when it was this form (or unknown), else none. */
export function postFor(post: FormPost | undefined, name: FormName): FormPost | undefined {
  return post && (post.form === name || post.form === null) ? post : undefined
}
