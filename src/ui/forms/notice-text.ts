import type { FormPost } from '../../forms/form-post.ts'
import type { Translate } from '../i18n/index.ts'

/** The notice a form shows when its post is answered with the page again; an invalid form says it failed (spec §5). */
export function noticeText(t: Translate, post: FormPost): string {
  switch (post.notice) {
    case 'invalid':
      return t('subscribe.failure')
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
