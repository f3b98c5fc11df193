/**
 * The site's own pictures that have words drawn in them come in each language: `a.webp` with English words and
 * `a.zh-CN.webp` beside it with Chinese ones (scripts/media/sets/common.ts). A Chinese page shows the Chinese
 * file wherever there is one, so that no picture on it speaks English; an English page, and every other
 * picture, stays as named.
 */
import type { Lang } from '../routing/locale.ts'
import ownPictures from './own-pictures.json' with { type: 'json' }
import { chineseName } from './picture-names.ts'

const own = ownPictures as Record<string, number | undefined>

/** `path` as a page in `lang` shows it: the Chinese drawing of one of the site's pictures, if it has one. */
export function pictureIn(path: string, lang: Lang): string {
  if (lang !== 'zh-CN') return path
  const chinese = chineseName(path)
  return chinese !== path && own[chinese] ? chinese : path
}

/** `text` (a path, a JSON list, an HTML fragment) with every picture of the site's in it as `lang` shows it. */
export const picturesIn = (text: string, lang: Lang): string => (lang === 'zh-CN' ? text.replace(/\/img\/[\w/.-]+?\.webp/g, (path) => pictureIn(path, lang)) : text)
