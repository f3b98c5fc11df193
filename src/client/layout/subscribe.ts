/**
 * The footer subscription form (spec §2, §4, §5). Name required; email required and shaped like
 * text@domain.tld (at least two letters). Fields are checked when they lose focus and all at once on
 * submit; an invalid submit shows the field messages and the failure text. A valid one sends the footer
 * variant of the message call: on success the success text shows and the form resets, on failure the
 * failure text shows and the input stays. Offline, it says so and sends nothing.
 */
import { trackFetch } from './progress.ts'

/**
 * The server's rule and honeypot field (src/content/message.ts; tests/unit/layout-subscribe.test.ts keeps
 * them equal). Importing that module here would bring valibot into every page.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
export const HONEYPOT_FIELD = 'website'

type Field = 'contactPerson' | 'email'

/** The message of a field's rule that fails, or '' when the value is fine. */
export function subscriptionError(field: Field, value: string, messages: DOMStringMap): string {
  const text = value.trim()
  if (field === 'contactPerson') return text ? '' : (messages.nameRequired ?? '')
  if (!text) return messages.emailRequired ?? ''
  return EMAIL_PATTERN.test(text) ? '' : (messages.emailInvalid ?? '')
}

export function enhanceSubscribeForm(form: HTMLFormElement): void {
  const messages = form.dataset
  const status = form.querySelector<HTMLElement>('[data-subscribe-status]')
  const submit = form.querySelector<HTMLButtonElement>('[type="submit"]')
  const input = (field: Field) => form.elements.namedItem(field) as HTMLInputElement

  const say = (text: string, kind: 'success' | 'failure' | 'offline' | '') => {
    if (!status) return
    status.textContent = text
    if (kind) status.dataset.kind = kind
    else delete status.dataset.kind
  }

  /** Shows (or clears) a field's message; says whether the field is valid. */
  const check = (field: Field): boolean => {
    const el = input(field)
    const error = subscriptionError(field, el.value, messages)
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`)
    if (slot) slot.textContent = error
    if (error) el.setAttribute('aria-invalid', 'true')
    else el.removeAttribute('aria-invalid')
    return !error
  }

  for (const field of ['contactPerson', 'email'] as const) {
    input(field).addEventListener('blur', () => check(field))
    // Once a message shows, it follows the typing, so fixing the value clears it.
    input(field).addEventListener('input', () => {
      if (input(field).hasAttribute('aria-invalid')) check(field)
    })
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (form.getAttribute('aria-busy') === 'true') return
    const nameOk = check('contactPerson')
    const emailOk = check('email')
    if (!nameOk || !emailOk) {
      say(messages.failure ?? '', 'failure')
      input(nameOk ? 'email' : 'contactPerson').focus()
      return
    }
    if (!navigator.onLine) {
      say(messages.offline ?? '', 'offline')
      return
    }
    const name = input('contactPerson').value.trim()
    const email = input('email').value.trim()
    const honeypot = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? ''
    form.setAttribute('aria-busy', 'true')
    if (submit) submit.disabled = true
    say('', '')
    const sent = fetch(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', language: messages.lang ?? 'zh-CN' },
      body: JSON.stringify({
        source: messages.source,
        contactPerson: name,
        email,
        content: `Name: ${name}\nEmail: ${email}`,
        [HONEYPOT_FIELD]: honeypot,
      }),
    }).then(async (res) => res.ok && ((await res.json()) as { success?: unknown }).success === true)
    trackFetch(sent)
      .catch(() => false)
      .then((ok) => {
        form.removeAttribute('aria-busy')
        if (submit) submit.disabled = false
        if (ok) {
          form.reset()
          say(messages.success ?? '', 'success')
        } else {
          say(messages.failure ?? '', 'failure')
        }
      })
  })
  form.dataset.enhanced = ''
}
