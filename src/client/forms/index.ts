/**
 * Forms placed by pages. The enquiry form's behaviour (and the validation library it shares with the worker)
 * loads only on pages that have the form; until it has loaded, the form posts without JavaScript.
 */
const enquiry = document.querySelector<HTMLFormElement>('form[data-enquiry]')
if (enquiry) {
  import('./enquiry.ts')
    .then(({ enhanceEnquiryForm }) => enhanceEnquiryForm(enquiry))
    .catch((error: unknown) => console.error('enquiry form: its script failed to load; the form still posts', error))
}
