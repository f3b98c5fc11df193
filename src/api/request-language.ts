import { DEFAULT_LANG, type Lang } from '../routing/locale.ts'

/**
 * The `language` request header of spec §7: `en` (any case) is English; anything else, or none, is the
 * default zh-CN. An unknown value is not an error, so an old or careless client still gets content.
 */
export function requestLanguage(header: string | undefined): Lang {
  return header?.trim().toLowerCase() === 'en' ? 'en' : DEFAULT_LANG
}
