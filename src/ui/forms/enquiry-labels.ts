import type { EnquiryLabels } from '../../forms/enquiry.ts'
import type { Translate } from '../i18n/index.ts'

/** The labels of the enquiry's composed content in the page's language: the form's own field labels. */
export function enquiryLabels(t: Translate): EnquiryLabels {
  return {
    topic: { solution: t('enquiry.topic.solution'), product: t('enquiry.topic.product') },
    contactPerson: t('enquiry.contactPerson.label'),
    company: t('enquiry.company.label'),
    contactDetails: t('enquiry.contactDetails.label'),
    email: t('enquiry.email.label'),
    message: t('enquiry.message.label'),
    separator: t('enquiry.separator'),
  }
}
