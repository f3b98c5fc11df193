import * as v from 'valibot'
import { Code, Id, ImagePath, IsoDateTime, Localized, LocalizedHtml, Sort, localizedOf, maxChars } from './common.ts'

/** "1" company news, "2" industry trends; /industryTrends/{code} uses them. */
export const NewsCategory = v.strictObject({ id: Id, categoryCode: Code, categoryName: Localized, sort: Sort, updatedAt: v.optional(IsoDateTime) })
export type NewsCategory = v.InferOutput<typeof NewsCategory>

export const NewsCategoriesFile = v.pipe(v.array(NewsCategory), v.minLength(1))

export const News = v.strictObject({
  id: Id,
  /** The slug of /newDetail/{category}/{newsCode}. */
  newsCode: Code,
  /** The news category's id and code. */
  category: Id,
  categoryCode: Code,
  title: Localized,
  /** The list pages cut descriptions at 150 characters, so nothing of substance sits past that. */
  description: localizedOf(maxChars(150)),
  keywords: Localized,
  image: ImagePath,
  details: LocalizedHtml,
  createTime: IsoDateTime,
  updatedAt: v.optional(IsoDateTime),
})
export type News = v.InferOutput<typeof News>

export const NewsFile = v.pipe(v.array(News), v.minLength(1))
