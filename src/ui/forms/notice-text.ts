import type { FormPost } from '../../forms/form-post.ts'
import type { Translate } from '../i18n/index.ts'

/**
 * The notice a form shows when its post is answered with the page again. An invalid enquiry says what to do
 * (nothing was sent); an invalid subscription shows the footer's fail text, as spec §5 says.
 */
export function noticeText(t: Translate, post: FormPost): string {
  switch (post.notice) {
    case 'invalid':
      return post.form === 'subscription' ? t('subscribe.failure') : t('forms.incomplete')
    case 'tooLarge':
      return t('forms.tooLarge')
    case 'rateLimited':
      return t('forms.rateLimited', { seconds: post.retryAfter ?? 60 })
    case 'failed':
      return t('forms.unavailable')
  }
}

/** A template the browser fills in itself: `{{seconds}}` stays in the text. */
export function rateLimitedTemplate(t: Translate): string {
  return t('forms.rateLimited', { seconds: '{{seconds}}' })
}
