import { usePage } from '../../render/page-context.tsx'
import { FOOTER_FORM_SOURCE, MESSAGE_ENDPOINT } from '../settings.ts'

/**
 * The footer subscription form (spec §2, §5): name and email, validated on blur and on submit, sent as the
 * footer variant of the message call by src/client/layout/subscribe.ts. Its texts travel as data attributes;
 * `website` is the honeypot humans never see. Without JavaScript the browser's own `required`/`type=email`
 * checks apply, but it cannot send (the API takes JSON).
 */
export function SubscribeForm() {
  const { t, lang } = usePage()
  return (
    <form
      className="subscribe"
      action={MESSAGE_ENDPOINT}
      method="post"
      noValidate
      aria-labelledby="subscribe-title"
      data-subscribe=""
      data-source={FOOTER_FORM_SOURCE}
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
      <SubscribeField id="subscribe-name" name="contactPerson" type="text" autoComplete="name" label={t('subscribe.name')} placeholder={t('subscribe.namePlaceholder')} />
      <SubscribeField id="subscribe-email" name="email" type="email" autoComplete="email" label={t('subscribe.email')} placeholder={t('subscribe.emailPlaceholder')} />
      <div className="subscribe__trap" aria-hidden="true">
        <label htmlFor="subscribe-website">{t('subscribe.honeypot')}</label>
        <input id="subscribe-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="button subscribe__submit" type="submit">
        {t('subscribe.submit')}
      </button>
      <p className="subscribe__status" role="status" data-subscribe-status="" />
    </form>
  )
}

interface SubscribeFieldProps {
  id: string
  /** The message field it fills; src/client/layout/subscribe.ts finds its error slot by this name. */
  name: 'contactPerson' | 'email'
  type: 'text' | 'email'
  autoComplete: string
  label: string
  placeholder: string
}

/** One required field with its visually hidden label and the slot its validation message is written to. */
function SubscribeField({ id, name, type, autoComplete, label, placeholder }: SubscribeFieldProps) {
  return (
    <div className="subscribe__field">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        className="subscribe__input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={200}
        required
        placeholder={placeholder}
        aria-describedby={`${id}-error`}
      />
      <p className="subscribe__error" id={`${id}-error`} data-error-for={name} />
    </div>
  )
}
