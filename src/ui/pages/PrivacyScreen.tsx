import { PrivacyPage } from './privacy/PrivacyPage.tsx'
import { PRIVACY_TEXT } from './privacy/privacy-text.ts'
import type { Screen } from './screen.ts'
import { crumbs, screenHead } from './screen-head.ts'

/** /privacy: what happens to what visitors send through the forms, which link here. */
export const privacyScreen: Screen = (input) => {
  const text = PRIVACY_TEXT[input.lang]
  const breadcrumb = crumbs(input, { name: text.title, path: input.match.canonicalPath })
  return {
    kind: 'page',
    head: screenHead(input, { seo: { title: text.title, keywords: '', description: text.lead }, breadcrumb }),
    main: <PrivacyPage breadcrumb={breadcrumb} />,
    styles: ['privacy'],
  }
}
