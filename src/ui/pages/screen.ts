/**
 * A screen of spec §2 as the page router sees it: given the matched route, the language's bundle and the
 * content layer, it either renders (head + main), asks for the 404 page, or redirects.
 */
import type { ReactNode } from 'react'
import type { Content } from '../../content/index.ts'
import type { Bundle } from '../../content/model/bundle.ts'
import type { Lang } from '../../routing/locale.ts'
import type { RouteMatch } from '../../routing/routes.ts'
import type { SearchResults } from '../../search/index.ts'
import type { PageOfResults } from '../../search/query.ts'
import type { PageHead } from '../../seo/page-head.ts'
import type { Translate } from '../i18n/index.ts'

export interface ScreenInput {
  match: RouteMatch
  lang: Lang
  t: Translate
  url: URL
  /** The absolute origin of canonical URLs. */
  origin: string
  bundle: Bundle
  /** The content layer, for what the bundle does not hold (banners, partners, news pages, items). */
  content: Content
  /** Site search in the page's language: a page of what a (normalised) query finds, and how many it finds. */
  search(query: string, page: PageOfResults): Promise<SearchResults>
  /** When the request arrived (ms): a page that changes with time shows it as of then. */
  now: number
}

export type ScreenOutcome =
  | { kind: 'page'; head: PageHead; main: ReactNode; styles?: readonly string[] }
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string; status: 301 | 302 }

export type Screen = (input: ScreenInput) => ScreenOutcome | Promise<ScreenOutcome>

export const notFound: ScreenOutcome = { kind: 'notFound' }
