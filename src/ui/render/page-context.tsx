import { createContext, useContext } from 'react'
import type { Lang } from '../../routing/locale.ts'
import type { Translate } from '../i18n/index.ts'

export interface PageContextValue {
  lang: Lang
  t: Translate
  /** The request's path and query, for links to the same page in the other language. */
  pathWithQuery: string
}

export const PageContext = createContext<PageContextValue | null>(null)

/** The language, translator and URL of the page being rendered. */
export function usePage(): PageContextValue {
  const value = useContext(PageContext)
  if (!value) throw new Error('usePage() outside a rendered page')
  return value
}
