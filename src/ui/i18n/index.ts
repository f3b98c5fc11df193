import rosetta from 'rosetta'
import type { Lang } from '../../routing/locale.ts'
import { en } from './en.ts'
import { zhCN, type Messages } from './zh-CN.ts'

/** Dotted paths to the leaves of the dictionary: 'nav.home', 'footer.copyright', … */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]
export type MessageKey = Leaves<Messages>

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

const dictionaries = rosetta<Messages>({ 'zh-CN': zhCN, en })

const translators = new Map<Lang, Translate>()

/**
 * A translator bound to one language (rosetta's own locale is global state, so it is never set). A text without
 * parameters is looked up once per isolate: a page asks for a hundred of them.
 */
export function translator(lang: Lang): Translate {
  let translate = translators.get(lang)
  if (!translate) {
    const plain = new Map<MessageKey, string>()
    translate = (key, params) => {
      if (params) return dictionaries.t(key, params, lang)
      let text = plain.get(key)
      if (text === undefined) plain.set(key, (text = dictionaries.t(key, {}, lang)))
      return text
    }
    translators.set(lang, translate)
  }
  return translate
}
