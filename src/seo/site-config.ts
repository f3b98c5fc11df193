/** Reading the site configuration of spec §3: a key per setting, `_en` appended for English. */
import type { Config } from '../content/model/entities.ts'
import { sitePicture } from '../content/sanitize/urls.ts'
import type { Lang } from '../routing/locale.ts'

export function configKey(code: string, lang: Lang): string {
  return lang === 'en' ? `${code}_en` : code
}

/** The setting for `code` in `lang`, falling back to the unsuffixed key when no English one exists. */
export function findConfig(configs: readonly Config[], code: string, lang: Lang): Config | undefined {
  return configs.find((c) => c.key === configKey(code, lang)) ?? configs.find((c) => c.key === code)
}

/** A setting's value (its valueDefault, else its name), or '' when unset. */
export function configValue(configs: readonly Config[], code: string, lang: Lang): string {
  const config = findConfig(configs, code, lang)
  return config?.valueDefault ?? config?.name ?? ''
}

export interface SeoTexts {
  title: string
  keywords: string
  description: string
}

/** A page code's SEO settings: name = title, valueDefault = keywords, description = description. */
export function seoFromConfig(configs: readonly Config[], pageCode: string, lang: Lang): SeoTexts | undefined {
  const config = findConfig(configs, pageCode, lang)
  if (!config) return undefined
  return { title: config.name, keywords: config.valueDefault ?? '', description: config.description ?? '' }
}

/** The site's own logo, when no setting names another. */
export const DEFAULT_LOGO = '/img/brand/logo.svg'

/**
 * The brand logo (`brand_logo`): a picture of the site, the media route's copy of the CMS's, or the site's own
 * when the setting names none a page may show (another origin's file, which the CSP would block).
 */
export function brandLogo(configs: readonly Config[], lang: Lang): string {
  return sitePicture(configValue(configs, 'brand_logo', lang)) ?? DEFAULT_LOGO
}
