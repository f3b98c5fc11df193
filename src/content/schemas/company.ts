import * as v from 'valibot'
import { Code, Figure, Id, ImagePath, IsoDateTime, Localized, LocalizedHtml, Sort, Year } from './common.ts'

/** A section of the About page: the intro, manufacturing, R&D, global strategy (table companyIntro). */
export const IntroSection = v.strictObject({
  id: Id,
  code: Code,
  title: Localized,
  subtitle: Localized,
  content: LocalizedHtml,
  image: ImagePath,
  sort: Sort,
  updatedAt: v.optional(IsoDateTime),
})
export type IntroSection = v.InferOutput<typeof IntroSection>

export const CompanyIntroFile = v.pipe(v.array(IntroSection), v.minLength(1))

/** The three groups of the About page's certificate swiper, in display order. */
export const CERTIFICATE_GROUPS = ['patents', 'certifications', 'honors'] as const

export const Certificate = v.strictObject({ id: Id, name: Localized, image: ImagePath, sort: Sort })
export type Certificate = v.InferOutput<typeof Certificate>

export const CertificateGroup = v.strictObject({
  code: v.picklist(CERTIFICATE_GROUPS),
  name: Localized,
  items: v.pipe(v.array(Certificate), v.minLength(1)),
})
export type CertificateGroup = v.InferOutput<typeof CertificateGroup>

export const CertificatesFile = v.pipe(v.array(CertificateGroup), v.minLength(1))

/** One stop of the history timeline; entries are ordered by year. */
export const HistoryEntry = v.strictObject({ id: Id, year: Year, title: Localized, content: Localized, updatedAt: v.optional(IsoDateTime) })
export type HistoryEntry = v.InferOutput<typeof HistoryEntry>

export const HistoryFile = v.pipe(v.array(HistoryEntry), v.minLength(1))

/** One slide of a chapter's vertical carousel: a year of the timeline with its images, figures and tags. */
export const ConceptSlide = v.strictObject({
  year: Year,
  title: Localized,
  text: Localized,
  images: v.pipe(v.array(ImagePath), v.minLength(1)),
  stats: v.array(Figure),
  tags: v.array(Localized),
})
export type ConceptSlide = v.InferOutput<typeof ConceptSlide>

/**
 * One of the eight craftsmanship items: a figure such as ±5% or 0.2 mm with what it measures (table
 * craftItems). The figure is one string for both languages: spec §1's figures read the same in each.
 */
export const CraftItem = v.strictObject({
  id: Id,
  title: Localized,
  figure: v.pipe(v.string(), v.regex(/^(?=.*\d)[\d.,±<>≤%+:–\s]+(?: mm)?$/, 'must be a figure like ±5%, 1400+ or 0.2 mm')),
  description: Localized,
  image: ImagePath,
  sort: Sort,
})
export type CraftItem = v.InferOutput<typeof CraftItem>

/** A chapter of the Concepts page; `anchor` is the ?id= that scrolls to it (the home cards link anchor2–4). */
export const ConceptChapter = v.strictObject({
  id: Id,
  code: Code,
  anchor: v.pipe(v.string(), v.regex(/^anchor\d+$/, 'must be like anchor2')),
  title: Localized,
  subtitle: Localized,
  description: Localized,
  image: ImagePath,
  sort: Sort,
  slides: v.optional(v.array(ConceptSlide), []),
  craftItems: v.optional(v.array(CraftItem), []),
  updatedAt: v.optional(IsoDateTime),
})
export type ConceptChapter = v.InferOutput<typeof ConceptChapter>

export const ConceptsFile = v.pipe(v.array(ConceptChapter), v.minLength(1))

/** A headline figure (founded 1997, 2500+ cases…); `group` says where it is shown. */
export const Statistic = v.strictObject({
  id: Id,
  code: Code,
  group: Code,
  ...Figure.entries,
  sort: Sort,
  updatedAt: v.optional(IsoDateTime),
})
export type Statistic = v.InferOutput<typeof Statistic>

export const StatisticsFile = v.pipe(v.array(Statistic), v.minLength(1))
