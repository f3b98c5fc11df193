import * as v from 'valibot'
import { Localized } from './common.ts'

/** The page codes that carry SEO settings (title, keywords, description) in both languages. */
export const SEO_PAGE_CODES = [
  'home', 'product', 'accessHcs', 'concepts', 'solution', 'case', 'industryTrends', 'newDetail', 'contact', 'pdf', 'file', 'activity',
] as const

const Value = v.union([Localized, v.pipe(v.string(), v.minLength(1))])

/**
 * A site setting. The D1 table `configs` has one row per language variant: key `home` for zh-CN and `home_en`
 * for English. A field given as {"zh-CN","en"} yields both rows; a setting whose fields are all plain strings
 * (a phone number, coordinates) is the same in both languages and yields only the unsuffixed row.
 * For SEO keys: name = title, valueDefault = keywords, description = description.
 */
export const Config = v.strictObject({
  key: v.pipe(v.string(), v.regex(/^[a-z][A-Za-z_]*$/), v.check((k) => !k.endsWith('_en'), 'give the English text as "en", not as an _en key')),
  name: Value,
  valueDefault: Value,
  description: v.optional(Value),
})
export type Config = v.InferOutput<typeof Config>

export const ConfigsFile = v.pipe(v.array(Config), v.minLength(1))
