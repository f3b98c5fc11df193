import { HONEYPOT_FIELD } from '../../content/message.ts'
import { ENQUIRY_FIELDS, ENQUIRY_MAX_LENGTH, type EnquiryField, type EnquiryTopicKind } from '../../forms/enquiry.ts'
import { postFor, SENT_ANCHOR } from '../../forms/form-post.ts'
import { ENQUIRY_FORM_SOURCE } from '../layout/settings.ts'
import { usePage } from '../render/page-context.tsx'
import { enquiryLabels } from './enquiry-labels.ts'
import { FormField } from './FormField.tsx'
import { noticeText, rateLimitedTemplate } from './notice-text.ts'
import { PrivacyNote } from './PrivacyNote.tsx'

export interface EnquiryFormProps {
  /**
   * What the enquiry is about, e.g. the solution a solution category page shows: it is shown above the
   * fields and sent as the first line of the message. A page that changes its selection in the browser sets
   * the form's hidden `topic` input and the text of `[data-enquiry-topic]` (shown when not empty).
   */
  topic?: string
  /** What the topic names, which its label says (咨询方案 / 咨询产品); a solution unless told. */
  topicKind?: EnquiryTopicKind
}

const CONTROLS: Record<EnquiryField, Pick<Parameters<typeof FormField>[0], 'control' | 'autoComplete' | 'inputMode'>> = {
  contactPerson: { control: 'text', autoComplete: 'name' },
  company: { control: 'text', autoComplete: 'organization' },
  contactDetails: { control: 'tel', autoComplete: 'tel' },
  // Spec §5 sets no format for the email, so it is a text input: the browser adds no rule of its own.
  email: { control: 'text', autoComplete: 'email', inputMode: 'email' },
  message: { control: 'textarea', autoComplete: 'off' },
}

/**
 * The enquiry form (spec §4, §5, §7): contact person, company, phone, optional email and message, sent as the
 * enquiry variant of the message call. It is a plain `<form method="post">` to the page's own URL, which the
 * worker accepts without JavaScript (src/ui/pages/form-posts.ts); src/client/forms/enquiry.ts enhances it
 * (checks on blur, sending as JSON, loading, success and failure states) once its script has loaded.
 * A page places it once (its ids are fixed), in a section of its own (its heading is an h2), and adds the
 * `enquiry` stylesheet to its styles.
 */
export function EnquiryForm({ topic, topicKind = 'solution' }: EnquiryFormProps) {
  const { t, lang, formPost } = usePage()
  const post = postFor(formPost, 'enquiry')
  const labels = enquiryLabels(t)
  const firstInvalid = post ? ENQUIRY_FIELDS.find((field) => post.problems[field]) : undefined
  const messages = (field: EnquiryField) => ({
    required: field === 'email' ? undefined : t(`enquiry.${field}.required`),
    tooLong: t('enquiry.tooLong', { label: labels[field], max: ENQUIRY_MAX_LENGTH[field] }),
    invalid: field === 'email' ? t('enquiry.email.invalid') : undefined,
  })
  const problemText = (field: EnquiryField) => {
    const problem = post?.problems[field]
    if (!problem) return undefined
    const text = messages(field)
    return problem === 'tooLong' ? text.tooLong : problem === 'invalid' ? text.invalid : text.required
  }
  return (
    <section className="enquiry" id="enquiry" aria-labelledby="enquiry-title">
      <h2 className="enquiry__title" id="enquiry-title">
        {t('enquiry.title')}
      </h2>
      <p className="enquiry__intro">{t('enquiry.intro')}</p>
      <form
        className="enquiry__form"
        method="post"
        aria-labelledby="enquiry-title"
        data-enquiry=""
        data-lang={lang}
        data-compose={JSON.stringify(labels)}
        data-success={t('subscribe.success')}
        data-failure={t('subscribe.failure')}
        data-incomplete={t('forms.incomplete')}
        data-offline={t('subscribe.offline')}
        data-rate-limited={rateLimitedTemplate(t)}
        data-sending={t('forms.sending')}
      >
        <p className="form-sent" id={SENT_ANCHOR.enquiry} tabIndex={-1}>
          {t('subscribe.success')}
        </p>
        <input type="hidden" name="source" value={ENQUIRY_FORM_SOURCE} />
        <input type="hidden" name="topic" value={topic ?? ''} />
        <input type="hidden" name="topicKind" value={topicKind} />
        <p className="enquiry__topic" hidden={!topic}>
          {labels.topic[topicKind]}
          {labels.separator}
          <strong data-enquiry-topic="">{topic}</strong>
        </p>
        <div className="enquiry__fields">
          {ENQUIRY_FIELDS.map((field) => (
            <FormField
              key={field}
              id={`enquiry-${field}`}
              name={field}
              label={labels[field]}
              placeholder={t(`enquiry.${field}.placeholder`)}
              required={field !== 'email'}
              maxLength={ENQUIRY_MAX_LENGTH[field]}
              {...CONTROLS[field]}
              value={post?.values[field]}
              problem={problemText(field)}
              autoFocus={field === firstInvalid}
              messages={messages(field)}
            />
          ))}
        </div>
        <div className="form-trap" aria-hidden="true">
          <label htmlFor="enquiry-website">{t('enquiry.honeypot')}</label>
          <input id="enquiry-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <PrivacyNote text={t('forms.privacyEnquiry')} className="enquiry__privacy" />
        <div className="enquiry__actions">
          <button className="button enquiry__submit" type="submit">
            {t('enquiry.submit')}
          </button>
          <p className="form-status" role="status" data-form-status="" data-kind={post ? 'failure' : undefined}>
            {post ? noticeText(t, post) : null}
          </p>
        </div>
      </form>
    </section>
  )
}
