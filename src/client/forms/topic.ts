/**
 * Changes what the page's enquiry form is about, for a page that changes its selection in the browser (a
 * solution category page swapping the shown solution): the line above the fields and the message's first line.
 */
export function setEnquiryTopic(root: ParentNode, topic: string): void {
  const form = root.querySelector<HTMLFormElement>('form[data-enquiry]')
  if (!form) return
  const input = form.elements.namedItem('topic')
  if (input instanceof HTMLInputElement) input.value = topic
  const text = form.querySelector<HTMLElement>('[data-enquiry-topic]')
  if (text) text.textContent = topic
  const line = text?.parentElement
  if (line) line.hidden = !topic
}
