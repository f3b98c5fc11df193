/**
 * The site's downloadable documents (the File page's list, the viewer's files): the catalogue the media
 * scripts write (scripts/media/make-document-catalog.ts) from the PDFs under public/pdf, validated once.
 */
import * as v from 'valibot'
import { LANGS, type Lang } from '../../routing/locale.ts'
import catalog from './catalog.json'

const Localized = v.strictObject({ 'zh-CN': v.pipe(v.string(), v.minLength(1)), en: v.pipe(v.string(), v.minLength(1)) })
const Count = v.pipe(v.number(), v.integer(), v.minValue(1))

/** One file of a document: in one language, or in both. */
const Edition = v.strictObject({
  languages: v.pipe(v.array(v.picklist(LANGS)), v.minLength(1)),
  /** The name the browser saves it under (the `download` attribute). */
  fileName: v.pipe(v.string(), v.regex(/^[\w.-]+\.pdf$/)),
  href: v.pipe(v.string(), v.regex(/^\/pdf\/[\w/.-]+\.pdf$/)),
  bytes: Count,
  pages: Count,
  /** The first page's size in points: the viewer reserves each page's box before it renders. */
  width: Count,
  height: Count,
})

const SiteDocument = v.strictObject({
  /** The id in /File/{id} (and /pdf/{id} for the brochure). */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,63}$/)),
  kind: v.picklist(['brochure', 'datasheet']),
  categoryCode: v.optional(v.string()),
  title: Localized,
  summary: Localized,
  editions: v.pipe(v.array(Edition), v.minLength(1)),
})

export type Edition = v.InferOutput<typeof Edition>
export type SiteDocument = v.InferOutput<typeof SiteDocument>

export const DOCUMENTS: readonly SiteDocument[] = v.parse(v.array(SiteDocument), catalog)

/** The brochure, which has its own viewer URL (spec §2 Pdf: only this id is known there). */
export const BROCHURE_ID = 'Corporate_Brochure'

export function findDocument(id: string): SiteDocument | undefined {
  return DOCUMENTS.find((d) => d.id === id)
}

/** The file a page in `lang` shows: the edition in that language (the brochure's is in both), else the first. */
export function editionFor(doc: SiteDocument, lang: Lang): Edition {
  return doc.editions.find((e) => e.languages.includes(lang)) ?? (doc.editions[0] as Edition)
}

/** The document's files in other languages than the one `lang` shows. */
export function otherEditions(doc: SiteDocument, lang: Lang): Edition[] {
  const shown = editionFor(doc, lang)
  return doc.editions.filter((e) => e !== shown)
}

/** A product category's datasheet, if it has one. */
export function datasheetFor(categoryCode: string): SiteDocument | undefined {
  return DOCUMENTS.find((d) => d.kind === 'datasheet' && d.categoryCode === categoryCode)
}
