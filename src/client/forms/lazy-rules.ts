/**
 * A form's rules (valibot's schemas, the API's own) loaded when the visitor first uses the form, not with the
 * page: most visitors never type into a form, and the rules would weigh on every page's first JavaScript.
 * `ready` loads them once (starting on the form's first focus) and gives them to whatever waits.
 */
export interface LazyRules<T> {
  ready: () => Promise<T>
}

export function lazyRules<T>(form: HTMLFormElement, load: () => Promise<T>): LazyRules<T> {
  let loading: Promise<T> | undefined
  const ready = () => (loading ??= load().catch((error: unknown) => {
    // A failed chunk (a deploy replaced it) is asked for again next time.
    loading = undefined
    throw error
  }))
  form.addEventListener('focusin', () => void ready().catch(() => {}), { once: true })
  return { ready }
}

/**
 * Sends the form with `send` once its rules are in, the form's own submit prevented. A submit while one is being
 * checked or sent (`aria-busy`) does nothing; without its rules (their file could not be had) the form posts as
 * it does without JavaScript.
 */
export function submitWithRules<T>(form: HTMLFormElement, rules: LazyRules<T>, send: (loaded: T) => void): void {
  let checking = false
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (form.getAttribute('aria-busy') === 'true' || checking) return
    checking = true
    rules
      .ready()
      .then(send, () => form.submit())
      .finally(() => (checking = false))
  })
}
