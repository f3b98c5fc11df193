/**
 * The enquiry form's topic follows the selected item of the list-and-selected-item pattern: when a region
 * carrying a topic (SelectedItem's `topic`) replaces another in place, the form's hidden `topic` input and
 * the topic line above its fields name the new item, so the message sent names what the visitor now sees.
 */
import { SELECTION_SHOWN_EVENT, SELECTION_TOPIC_ATTR } from '../../ui/selection/markers.ts'

/** Sets what the enquiry is about: the hidden input the message is composed from, and the visible line. */
export function setEnquiryTopic(form: HTMLFormElement, topic: string): void {
  const input = form.elements.namedItem('topic')
  // A hidden input's value is its default too, so a reset after sending keeps the topic.
  if (input instanceof HTMLInputElement) input.value = topic
  const text = form.querySelector<HTMLElement>('[data-enquiry-topic]')
  if (!text) return
  text.textContent = topic
  const line = text.closest<HTMLElement>('.enquiry__topic')
  if (line) line.hidden = !topic
}

export function followSelection(form: HTMLFormElement): void {
  document.addEventListener(SELECTION_SHOWN_EVENT, (event) => {
    const topic = event.target instanceof Element ? event.target.getAttribute(SELECTION_TOPIC_ATTR) : null
    if (topic !== null) setEnquiryTopic(form, topic)
  })
}
