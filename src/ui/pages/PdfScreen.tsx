import { BROCHURE_ID, findDocument } from '../../content/documents/index.ts'
import { documentPage } from './documents/document-screen.tsx'
import { notFound, type Screen } from './screen.ts'

/** /pdf/{id} (spec §2 Pdf): the brochure viewer; the brochure is the only id known here. */
export const pdfScreen: Screen = (input) => {
  const doc = input.match.params[0] === BROCHURE_ID ? findDocument(BROCHURE_ID) : undefined
  return doc ? documentPage(input, doc) : notFound
}
