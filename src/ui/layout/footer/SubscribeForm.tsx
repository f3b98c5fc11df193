import { HONEYPOT_FIELD } from '../../../content/message.ts'
import { postFor, SENT_ANCHOR, type FormPost } from '../../../forms/form-post.ts'
import { SUBSCRIPTION_FIELDS, SUBSCRIPTION_MAX_LENGTH, type SubscriptionField } from '../../../forms/subscription.ts'
import { noticeText } from '../../forms/notice-text.ts'
import { PrivacyNote } from '../../forms/PrivacyNote.tsx'
import type { MessageKey } from '../../i18n/index.ts'
import { usePage } from '../../render/page-context.tsx'
import { FOOTER_FORM_SOURCE } from '../settings.ts'

/**
 * The footer subscription form (spec §2, §5): name and email, validated on blur and on submit, sent as the
 * footer variant of the message call by src/client/layout/subscribe.ts. Its texts travel as data attributes;
 * `website` is the honeypot humans never see. Without JavaScript it posts to the page itself
 * (src/ui/pages/form-posts.ts), after the browser's own `required`/`type=email` checks; a post the worker
 * refuses comes back with the field messages and the input kept.
 */
export function SubscribeForm() {
  const { t, lang, formPost } = usePage()
  const post = postFor(formPost, 'subscription')
  const firstInvalid = post ? SUBSCRIPTION_FIELDS.find((field) => post.problems[field]) : undefined
  return (
    <form
      className="subscribe"
      method="post"
      aria-labelledby="subscribe-title"
      data-subscribe=""
      data-lang={lang}
      data-name-required={t('subscribe.nameRequired')}
      data-email-required={t('subscribe.emailRequired')}
      data-email-invalid={t('subscribe.emailInvalid')}
      data-success={t('subscribe.success')}
      data-failure={t('subscribe.failure')}
      data-offline={t('subscribe.offline')}
    >
      <h2 className="site-footer__heading" id="subscribe-title">
        {t('subscribe.title')}
      </h2>
      <p className="subscribe__intro">{t('subscribe.intro')}</p>
      <p className="form-sent subscribe__sent" id={SENT_ANCHOR.subscription} tabIndex={-1}>
        {t('subscribe.success')}
      </p>
      <input type="hidden" name="source" value={FOOTER_FORM_SOURCE} />
      <SubscribeField id="subscribe-name" name="contactPerson" type="text" autoComplete="name" label={t('subscribe.name')} placeholder={t('subscribe.namePlaceholder')} post={post} autoFocus={firstInvalid === 'contactPerson'} />
      <SubscribeField id="subscribe-email" name="email" type="email" autoComplete="email" label={t('subscribe.email')} placeholder={t('subscribe.emailPlaceholder')} post={post} autoFocus={firstInvalid === 'email'} />
      <div className="subscribe__trap" aria-hidden="true">
        <label htmlFor="subscribe-website">{t('subscribe.honeypot')}</label>
        <input id="subscribe-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <PrivacyNote text={t('forms.privacySubscribe')} className="subscribe__privacy" />
      <button className="button subscribe__submit" type="submit">
        {t('subscribe.submit')}
      </button>
      <p className="subscribe__status" role="status" data-subscribe-status="" data-kind={post ? 'failure' : undefined}>
        {post ? noticeText(t, post) : null}
      </p>
    </form>
  )
}

interface SubscribeFieldProps {
  id: string
  /** The message field it fills; src/client/layout/subscribe.ts finds its error slot by this name. */
  name: SubscriptionField
  type: 'text' | 'email'
  autoComplete: string
  label: string
  placeholder: string
  /** The post the page answers, if it was this form: the field's value and problem. */
  post: FormPost | undefined
  autoFocus: boolean
}

/** One required field with its visually hidden label and the slot its validation message is written to. */
function SubscribeField({ id, name, type, autoComplete, label, placeholder, post, autoFocus }: SubscribeFieldProps) {
  const { t } = usePage()
  const problem = post?.problems[name]
  return (
    <div>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        className="subscribe__input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={SUBSCRIPTION_MAX_LENGTH[name]}
        required
        placeholder={placeholder}
        defaultValue={post?.values[name]}
        autoFocus={autoFocus}
        aria-describedby={`${id}-error`}
        aria-invalid={problem ? 'true' : undefined}
      />
      <p className="subscribe__error" id={`${id}-error`} data-error-for={name}>
        {problem ? t(`subscribe.${problem}` as MessageKey) : null}
      </p>
    </div>
  )
}
