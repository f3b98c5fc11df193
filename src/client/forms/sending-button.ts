/**
 * A form's submit button while its message is sent: disabled, so a second press sends nothing twice. A disabled
 * button loses the focus (to the top of the page), so the button that had it gets it back when the send ends,
 * unless the visitor has moved it meanwhile: the keyboard stays by the form and the status it announces.
 * Returns the end of the send.
 */
export function disableWhileSending(submit: HTMLButtonElement): () => void {
  const hadFocus = document.activeElement === submit
  submit.disabled = true
  return () => {
    submit.disabled = false
    const active = document.activeElement
    if (hadFocus && (active === null || active === document.body || active === submit)) submit.focus()
  }
}
