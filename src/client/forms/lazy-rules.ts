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
