/**
 * Forms sent without JavaScript: the enquiry form and the footer subscription post
 * `application/x-www-form-urlencoded` to the page they are on. The post is checked with the rules the browser
 * and the API use, stored through the content layer (the same rate limit, honeypot and CMS forwarding as
 * POST /api/v1/website/message), and answered
 * - on success with 303 to the page's own URL and the form's success notice as the fragment
 *   (`#enquiry-sent`): the page is the ordinary cacheable one, the notice shows by CSS `:target`;
 * - otherwise with the page itself, rendered for this POST (never cached) with the visitor's input, each
 *   field's message and a notice: 400 invalid, 413 too large, 429 rate-limited (with Retry-After), 503 when
 *   the message could not be stored;
 * - 403 for a cross-site post, 415 for another content type, 400 for a form that is not ours, as plain text.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { messageMeta } from '../../api/message-meta.ts'
import { ContentError, content } from '../../content/index.ts'
import { HONEYPOT_FIELD, parseMessage } from '../../content/message.ts'
import type { AppEnv } from '../../env.ts'
import { isCrossSitePost } from '../../forms/cross-site.ts'
import { ENQUIRY_FIELDS, ENQUIRY_HIDDEN, enquiryMessage, parseEnquiry } from '../../forms/enquiry.ts'
import { SENT_ANCHOR, type FormName, type FormPost } from '../../forms/form-post.ts'
import { readFormBody } from '../../forms/read-form.ts'
import { parseSubscription, SUBSCRIPTION_FIELDS, subscriptionMessage } from '../../forms/subscription.ts'
import type { Lang } from '../../routing/locale.ts'
import { requestUrl } from '../../routing/request-url.ts'
import { matchRoute, pageUrl } from '../../routing/routes.ts'
import { configuredOrigin } from '../../routing/site-origin.ts'
import { enquiryLabels } from '../forms/enquiry-labels.ts'
import { translator } from '../i18n/index.ts'
import { ENQUIRY_FORM_SOURCE, FOOTER_FORM_SOURCE } from '../layout/settings.ts'
import { log } from '../../log/logger.ts'

const FORMS: Record<string, FormName> = { [ENQUIRY_FORM_SOURCE]: 'enquiry', [FOOTER_FORM_SOURCE]: 'subscription' }

type Outcome = { kind: 'sent'; form: FormName } | { kind: 'shown'; post: FormPost } | { kind: 'refused'; status: 400; message: string }

function refuse(c: Context<AppEnv>, status: 400 | 403 | 415, message: string) {
  return c.text(message, status, { 'Cache-Control': 'no-store' })
}

/** The origins a form of ours is served from: the request's (as the runtime parsed its Host), and SITE_URL's. */
function ownOrigins(c: Context<AppEnv>): string[] {
  const configured = configuredOrigin(c.env.SITE_URL)
  return configured ? [requestUrl(c).origin, configured] : [requestUrl(c).origin]
}

/** The message call's body for a form's values, or each field's problem. */
function compose(form: FormName, values: Record<string, string>, lang: Lang, source: string): { body: object } | { problems: Partial<Record<string, string>> } {
  if (form === 'enquiry') {
    const parsed = parseEnquiry(values)
    return parsed.success ? { body: enquiryMessage(parsed.output, enquiryLabels(translator(lang)), source) } : { problems: parsed.problems }
  }
  const parsed = parseSubscription(values)
  return parsed.success ? { body: subscriptionMessage(parsed.output, source) } : { problems: parsed.problems }
}

/** Checks and stores one form's fields. */
async function sendForm(c: Context<AppEnv>, fields: URLSearchParams): Promise<Outcome> {
  const source = fields.get('source') ?? ''
  const form = Object.hasOwn(FORMS, source) ? FORMS[source] : undefined
  if (!form) return { kind: 'refused', status: 400, message: 'Not a form of this site: unknown source' }
  const lang = c.get('lang')
  const names = form === 'enquiry' ? [...ENQUIRY_FIELDS, ...ENQUIRY_HIDDEN] : SUBSCRIPTION_FIELDS
  const values = Object.fromEntries(names.map((name) => [name, fields.get(name) ?? '']))
  const shown = (post: Omit<FormPost, 'form' | 'values'>): Outcome => ({ kind: 'shown', post: { form, values, ...post } })

  const composed = compose(form, values, lang, source)
  if ('problems' in composed) return shown({ status: 400, notice: 'invalid', problems: composed.problems })
  // The API's own check of what is stored; the form's rules keep it within the API's limits.
  const message = parseMessage({ ...composed.body, [HONEYPOT_FIELD]: fields.get(HONEYPOT_FIELD) ?? '' })
  if (!message.success) return shown({ status: 400, notice: 'invalid', problems: {} })
  try {
    await content(c.env, c.executionCtx).sendMessage(message.message, await messageMeta(c, lang, message.spam))
  } catch (error) {
    if (error instanceof ContentError && error.status === 429) return shown({ status: 429, notice: 'rateLimited', problems: {}, retryAfter: error.retryAfter })
    log.error('message.store_failed', { error })
    return shown({ status: 503, notice: 'failed', problems: {} })
  }
  return { kind: 'sent', form }
}

/** POST to a page: answers the form, or lets the page render again with the post's state (see above). */
export const formPosts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = requestUrl(c)
  const match = matchRoute(url.pathname)
  if (!match) return next()
  if (isCrossSitePost(c.req.raw.headers, ownOrigins(c))) return refuse(c, 403, 'Form posts from another site are refused')
  const body = await readFormBody(c.req.raw)
  if (body.kind === 'unsupported') return refuse(c, 415, 'A form post must be application/x-www-form-urlencoded')
  if (body.kind === 'malformed') return refuse(c, 400, 'The form post is not valid UTF-8')
  if (body.kind === 'cutShort') return refuse(c, 400, 'The form post ended before its Content-Length')
  const outcome: Outcome =
    body.kind === 'tooLarge' ? { kind: 'shown', post: { form: null, status: 413, notice: 'tooLarge', values: {}, problems: {} } } : await sendForm(c, body.fields)
  if (outcome.kind === 'refused') return refuse(c, outcome.status, outcome.message)
  if (outcome.kind === 'sent') {
    const page = pageUrl(url, match)
    c.header('Cache-Control', 'no-store')
    return c.redirect(`${page.pathname}${page.search}#${SENT_ANCHOR[outcome.form]}`, 303)
  }

  const { post } = outcome
  c.set('formPost', post)
  await next()
  // The page rendered for this post: its status is the post's, and it is never kept by any cache.
  if (c.res.status === 200) c.res = new Response(c.res.body, { status: post.status, headers: c.res.headers })
  c.res.headers.set('Cache-Control', 'no-store')
  if (post.retryAfter !== undefined) c.res.headers.set('Retry-After', String(post.retryAfter))
}
