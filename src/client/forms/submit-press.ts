/**
 * Whether the visitor is pressing a form's submit button. Focus leaves a field as the press begins, so a field
 * checked when it loses focus would show its message then, push the button down, and the click that follows
 * would miss it. The submit checks every field anyway: a blur check waits while the button is pressed.
 */
export function submitPress(form: HTMLFormElement): () => boolean {
  let pressing = false
  form.addEventListener('pointerdown', (event) => {
    pressing = event.target instanceof Element && event.target.closest('[type="submit"]') !== null
  })
  // Wherever the press ends (a drag may leave the form), it is over.
  const release = () => {
    pressing = false
  }
  document.addEventListener('pointerup', release)
  document.addEventListener('pointercancel', release)
  return () => pressing
}
