/**
 * Screens that take no content parameter: their SEO comes from the site config under their page code and
 * their banner title from the interface texts.
 */
import type { MessageKey } from '../i18n/index.ts'
import { InnerPage } from './InnerPage.tsx'
import type { Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'

function simpleScreen(titleKey: MessageKey): Screen {
  return (input) => {
    const title = input.t(titleKey)
    const breadcrumb = crumbs(input, { name: title, path: input.match.canonicalPath })
    return {
      kind: 'page',
      head: screenHead(input, { seo: configSeo(input), breadcrumb }),
      main: <InnerPage title={title} breadcrumb={breadcrumb} />,
    }
  }
}

export const accessHcsScreen = simpleScreen('screens.accessHcs')
export const conceptsScreen = simpleScreen('screens.concepts')
export const solutionScreen = simpleScreen('screens.solution')
