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

/** A translator bound to one language (rosetta's own locale is global state, so it is never set). */
export function translator(lang: Lang): Translate {
  return (key, params) => dictionaries.t(key, params ?? {}, lang)
}
