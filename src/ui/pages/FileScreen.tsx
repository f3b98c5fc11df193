import { InnerPage } from './InnerPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { configSeo, screenHead } from './screen-head.ts'

const FILE_ID = /^[\w-]{1,64}$/

/** /File/{id?}: a file page; an id with characters no file id has is a 404. */
export const fileScreen: Screen = (input) => {
  const id = input.match.params[0]
  if (id !== undefined && !FILE_ID.test(id)) return notFound
  return { kind: 'page', head: screenHead(input, { seo: configSeo(input) }), main: <InnerPage title={input.t('screens.file')} /> }
}
