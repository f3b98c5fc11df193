/**
 * The enquiry form in the browser (spec §4, §5, §7), over the server-rendered form of
 * src/ui/forms/EnquiryForm.tsx. Each required field is checked when it loses focus and all of them on submit,
 * with the rules the worker applies (src/forms/enquiry.ts); an invalid submit shows each field's message and
 * the failure text (which goes once the fields are corrected), and focuses the first invalid field. A valid one is sent as the enquiry variant of the
 * message call while the button is disabled and the progress bar runs: on success the form resets and shows
 * the success text; on failure the failure text, and what the visitor typed stays; a 429 says when to try
 * again; offline, it says so and sends nothing. Texts come from the form's data attributes (the page's language).
 */
import { HONEYPOT_FIELD } from '../../content/honeypot.ts'
import type { EnquiryLabels } from '../../forms/enquiry.ts'
import { ENQUIRY_FIELDS, ENQUIRY_HIDDEN, type EnquiryField, type EnquiryProblem } from '../../forms/enquiry-fields.ts'
import { MESSAGE_ENDPOINT } from '../../ui/layout/settings.ts'
import { lazyRules, submitWithRules } from './lazy-rules.ts'
import { disableWhileSending } from './sending-button.ts'
import { submitPress } from './submit-press.ts'
import { trackFetch } from '../layout/progress.ts'

type Control = HTMLInputElement | HTMLTextAreaElement
type Outcome = { kind: 'sent' } | { kind: 'rateLimited'; seconds: number } | { kind: 'failed' }

/** Seconds from a Retry-After header (seconds or an HTTP date); a minute when it says nothing usable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header && /^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim()))
  const date = header ? Date.parse(header) : NaN
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now) / 1000))
}

async function send(body: object, lang: string): Promise<Outcome> {
  const res = await fetch(MESSAGE_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', language: lang },
    body: JSON.stringify(body),
  })
  if (res.status === 429) return { kind: 'rateLimited', seconds: retryAfterSeconds(res.headers.get('Retry-After')) }
  const answer = res.ok ? ((await res.json().catch(() => null)) as { success?: unknown } | null) : null
  return answer?.success === true ? { kind: 'sent' } : { kind: 'failed' }
}

export function enhanceEnquiryForm(form: HTMLFormElement): void {
  const texts = form.dataset
  const labels = JSON.parse(texts.compose ?? '{}') as EnquiryLabels
  const status = form.querySelector<HTMLElement>('[data-form-status]')
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const submitText = submit?.textContent ?? ''
  const control = (name: string) => form.elements.namedItem(name) as Control | null
  const values = () => Object.fromEntries([...ENQUIRY_FIELDS, ...ENQUIRY_HIDDEN].map((name) => [name, control(name)?.value ?? '']))

  const invalidField = () => form.querySelector('[aria-invalid="true"]') !== null
  // A failure said because fields were invalid (by a submit here, or by the worker for a post without
  // JavaScript) goes once none is: the visitor has corrected them. A failed send stays until the next try.
  let fieldsFailed = status?.dataset.kind === 'failure' && invalidField()

  const say = (text: string | undefined, kind: 'success' | 'failure' | 'offline' | '') => {
    fieldsFailed = false
    if (!status) return
    status.textContent = text ?? ''
    if (kind) status.dataset.kind = kind
    else delete status.dataset.kind
  }
  const clearIfCorrected = () => {
    if (fieldsFailed && !invalidField()) say('', '')
  }

  /** Shows (or clears) a field's message. */
  const show = (field: EnquiryField, problem: EnquiryProblem | undefined) => {
    const el = control(field)
    if (!el) return
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`)
    const text = { tooLong: el.dataset.tooLong, invalid: el.dataset.invalid, required: el.dataset.required }
    if (slot) slot.textContent = (problem ? text[problem] : '') ?? ''
    if (problem) el.setAttribute('aria-invalid', 'true')
    else el.removeAttribute('aria-invalid')
  }

  // The rules load on the form's first focus; a check waits for them (a few milliseconds, once).
  const rules = lazyRules(form, () => import('../../forms/enquiry.ts'))
  const problemsNow = async () => {
    const parsed = (await rules.ready()).parseEnquiry(values())
    return parsed.success ? {} : parsed.problems
  }

  let sendEnded: (() => void) | undefined
  const busy = (on: boolean) => {
    if (on) form.setAttribute('aria-busy', 'true')
    else form.removeAttribute('aria-busy')
    if (!submit) return
    submit.textContent = on ? (texts.sending ?? submitText) : submitText
    if (on) sendEnded = disableWhileSending(submit)
    else sendEnded?.()
  }

  // The browser's own checks applied until now (no JavaScript); from here on the form's messages do.
  form.noValidate = true
  const pressingSubmit = submitPress(form)
  for (const field of ENQUIRY_FIELDS) {
    const el = control(field)
    el?.addEventListener('blur', () => {
      if (pressingSubmit()) return
      void problemsNow().then((problems) => {
        show(field, problems[field])
        clearIfCorrected()
      }, () => {})
    })
    // Once a message shows, it follows the typing, so fixing the value clears it (and the failure with the last).
    el?.addEventListener('input', () => {
      if (!el.hasAttribute('aria-invalid')) return clearIfCorrected()
      void problemsNow().then((problems) => {
        show(field, problems[field])
        clearIfCorrected()
      }, () => {})
    })
  }

  const sendChecked = ({ parseEnquiry, enquiryMessage }: typeof import('../../forms/enquiry.ts')) => {
    const parsed = parseEnquiry(values())
    for (const field of ENQUIRY_FIELDS) show(field, parsed.success ? undefined : parsed.problems[field])
    if (!parsed.success) {
      // Nothing was sent: the text says what to do (spec §5 wants a failure message; a failed send says it failed).
      say(texts.incomplete, 'failure')
      fieldsFailed = true
      const first = ENQUIRY_FIELDS.find((field) => parsed.problems[field])
      if (first) control(first)?.focus()
      return
    }
    if (!navigator.onLine) {
      say(texts.offline, 'offline')
      return
    }
    const body = { ...enquiryMessage(parsed.output, labels, control('source')?.value ?? ''), [HONEYPOT_FIELD]: control(HONEYPOT_FIELD)?.value ?? '' }
    busy(true)
    say('', '')
    trackFetch(send(body, texts.lang ?? 'zh-CN'))
      .catch((): Outcome => ({ kind: 'failed' }))
      .then((outcome) => {
        busy(false)
        if (outcome.kind === 'sent') {
          form.reset()
          say(texts.success, 'success')
        } else if (outcome.kind === 'rateLimited') {
          say(texts.rateLimited?.replace('{{seconds}}', String(outcome.seconds)), 'failure')
        } else {
          say(texts.failure, 'failure')
        }
      })
  }
  submitWithRules(form, rules, sendChecked)
  form.dataset.enhanced = ''
}
