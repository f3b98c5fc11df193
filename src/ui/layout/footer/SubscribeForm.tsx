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
      <div className="subscribe__field">
        <label className="visually-hidden" htmlFor="subscribe-name">
          {t('subscribe.name')}
        </label>
        <input
          className="subscribe__input"
          id="subscribe-name"
          name="contactPerson"
          type="text"
          autoComplete="name"
          maxLength={200}
          required
          placeholder={t('subscribe.namePlaceholder')}
          aria-describedby="subscribe-name-error"
        />
        <p className="subscribe__error" id="subscribe-name-error" data-error-for="contactPerson" />
      </div>
      <div className="subscribe__field">
        <label className="visually-hidden" htmlFor="subscribe-email">
          {t('subscribe.email')}
        </label>
        <input
          className="subscribe__input"
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={200}
          required
          placeholder={t('subscribe.emailPlaceholder')}
          aria-describedby="subscribe-email-error"
        />
        <p className="subscribe__error" id="subscribe-email-error" data-error-for="email" />
      </div>
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
