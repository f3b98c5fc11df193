/**
 * The footer subscription form (spec §2, §4, §5). Name required; email required and shaped like
 * text@domain.tld (at least two letters): the rules the worker applies (src/forms/subscription.ts). Fields
 * are checked when they lose focus and all at once on submit; an invalid submit shows the field messages and
 * the failure text, which goes once the fields are corrected. A valid one sends the footer variant of the message call: on success the success text
 * shows and the form resets, on failure the failure text shows and the input stays. Offline, it says so and
 * sends nothing. Until this runs, the form posts to the page without JavaScript.
 */
import { HONEYPOT_FIELD } from '../../content/honeypot.ts'
import type { SubscriptionField } from '../../forms/subscription.ts'
import { MESSAGE_ENDPOINT } from '../../ui/layout/settings.ts'
import { lazyRules, submitWithRules } from '../forms/lazy-rules.ts'
import { disableWhileSending } from '../forms/sending-button.ts'
import { submitPress } from '../forms/submit-press.ts'
import { trackFetch } from './progress.ts'

type Field = SubscriptionField

export function enhanceSubscribeForm(form: HTMLFormElement): void {
  const messages = form.dataset
  const status = form.querySelector<HTMLElement>('[data-subscribe-status]')
  const submit = form.querySelector<HTMLButtonElement>('[type="submit"]')
  const input = (field: Field) => form.elements.namedItem(field) as HTMLInputElement

  const invalidField = () => form.querySelector('[aria-invalid="true"]') !== null
  // A failure said because fields were invalid (by a submit here, or by the worker for a post without
  // JavaScript) goes once none is: the visitor has corrected them. A failed send stays until the next try.
  let fieldsFailed = status?.dataset.kind === 'failure' && invalidField()

  const say = (text: string, kind: 'success' | 'failure' | 'offline' | '') => {
    fieldsFailed = false
    if (!status) return
    status.textContent = text
    if (kind) status.dataset.kind = kind
    else delete status.dataset.kind
  }
  const clearIfCorrected = () => {
    if (fieldsFailed && !invalidField()) say('', '')
  }

  // The rules load on the form's first focus; a check waits for them (a few milliseconds, once).
  type Rules = typeof import('../../forms/subscription.ts')
  const rules = lazyRules(form, () => import('../../forms/subscription.ts'))

  /** Shows (or clears) a field's message; says whether the field is valid. */
  const check = ({ parseSubscription }: Rules, field: Field): boolean => {
    const el = input(field)
    const parsed = parseSubscription({ contactPerson: input('contactPerson').value, email: input('email').value })
    const problem = parsed.success ? undefined : parsed.problems[field]
    const error = problem ? (messages[problem] ?? '') : ''
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`)
    if (slot) slot.textContent = error
    if (error) el.setAttribute('aria-invalid', 'true')
    else el.removeAttribute('aria-invalid')
    return !error
  }

  // The browser's own checks applied until now (no JavaScript); from here on the form's messages do.
  form.noValidate = true
  const pressingSubmit = submitPress(form)
  for (const field of ['contactPerson', 'email'] as const) {
    input(field).addEventListener('blur', () => {
      if (pressingSubmit()) return
      void rules.ready().then((loaded) => {
        check(loaded, field)
        clearIfCorrected()
      }, () => {})
    })
    // Once a message shows, it follows the typing, so fixing the value clears it (and the failure with the last).
    input(field).addEventListener('input', () => {
      if (!input(field).hasAttribute('aria-invalid')) return clearIfCorrected()
      void rules.ready().then((loaded) => {
        check(loaded, field)
        clearIfCorrected()
      }, () => {})
    })
  }

  const sendChecked = (loaded: Rules) => {
    const { parseSubscription, subscriptionMessage } = loaded
    const nameOk = check(loaded, 'contactPerson')
    const emailOk = check(loaded, 'email')
    if (!nameOk || !emailOk) {
      say(messages.failure ?? '', 'failure')
      fieldsFailed = true
      input(nameOk ? 'email' : 'contactPerson').focus()
      return
    }
    if (!navigator.onLine) {
      say(messages.offline ?? '', 'offline')
      return
    }
    const parsed = parseSubscription({ contactPerson: input('contactPerson').value, email: input('email').value })
    if (!parsed.success) return
    const source = (form.elements.namedItem('source') as HTMLInputElement | null)?.value ?? ''
    const honeypot = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? ''
    form.setAttribute('aria-busy', 'true')
    const sendEnded = submit ? disableWhileSending(submit) : undefined
    say('', '')
    const sent = fetch(MESSAGE_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', language: messages.lang ?? 'zh-CN' },
      body: JSON.stringify({ ...subscriptionMessage(parsed.output, source), [HONEYPOT_FIELD]: honeypot }),
    }).then(async (res) => res.ok && ((await res.json()) as { success?: unknown }).success === true)
    trackFetch(sent)
      .catch(() => false)
      .then((ok) => {
        form.removeAttribute('aria-busy')
        sendEnded?.()
        if (ok) {
          form.reset()
          say(messages.success ?? '', 'success')
        } else {
          say(messages.failure ?? '', 'failure')
        }
      })
  }
  submitWithRules(form, rules, sendChecked)
  form.dataset.enhanced = ''
}
