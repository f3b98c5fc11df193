import * as v from 'valibot'
import { Id, ImagePath, IsoDateTime, Localized, Sort } from './common.ts'

/** Case categories are numbered "1".."6"; /Case/{code} uses the number. */
const CaseType = v.pipe(v.string(), v.regex(/^[1-9]\d*$/, 'must be a case category code like "1"'))

/** A project photo of a case category (table exampleImages; `caseType` is the category code). */
export const CaseImage = v.strictObject({ id: Id, url: ImagePath, imageName: Localized, sort: Sort, createTime: IsoDateTime })
export type CaseImage = v.InferOutput<typeof CaseImage>

export const CaseCategory = v.strictObject({
  id: Id,
  categoryCode: CaseType,
  categoryName: Localized,
  categoryImage: ImagePath,
  sort: Sort,
  images: v.pipe(v.array(CaseImage), v.minLength(1)),
  updatedAt: v.optional(IsoDateTime),
})
export type CaseCategory = v.InferOutput<typeof CaseCategory>

export const CaseCategoriesFile = v.pipe(v.array(CaseCategory), v.minLength(1))

/** A customer's wordmark on the partner wall (table examplePartners); content/partners.json comes with the media set. */
export const Partner = v.strictObject({
  id: Id,
  caseType: CaseType,
  partnerName: Localized,
  partnerLogo: ImagePath,
  sort: Sort,
})
export type Partner = v.InferOutput<typeof Partner>

export const PartnersFile = v.pipe(v.array(Partner), v.minLength(1))
