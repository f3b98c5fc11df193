import { links } from '../../routing/links.ts'
import { usePage } from '../render/page-context.tsx'

/** A form's one line on what happens to what the visitor sends, linking the privacy notice. */
export function PrivacyNote({ text, className }: { text: string; className: string }) {
  const { t, lang } = usePage()
  return (
    <p className={className}>
      {text} <a href={links(lang).route('Privacy')}>{t('forms.privacyLink')}</a>
    </p>
  )
}
