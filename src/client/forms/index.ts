/**
 * Forms placed by pages. The enquiry form's behaviour (and the validation library it shares with the worker)
 * loads only on pages that have the form; until it has loaded, the form posts without JavaScript. Its topic
 * follows the page's selected item from the start (a few lines, not worth waiting for that chunk).
 */
import { followSelection } from './enquiry-topic.ts'

const enquiry = document.querySelector<HTMLFormElement>('form[data-enquiry]')
if (enquiry) {
  followSelection(enquiry)
  import('./enquiry.ts')
    .then(({ enhanceEnquiryForm }) => enhanceEnquiryForm(enquiry))
    .catch((error: unknown) => console.error('enquiry form: its script failed to load; the form still posts', error))
}
