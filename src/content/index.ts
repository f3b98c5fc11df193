/**
 * The content layer as pages and the API use it. It reads from the source the deployment chose (D1, or the
 * provider's CMS when UPSTREAM_API is set); the start-up bundle comes from KV.
 */
import { deliverMessage } from '../delivery/deliver.ts'
import { initialDelivery } from '../delivery/state.ts'
import { initialMail } from '../mail/initial.ts'
import { mailMessage } from '../mail/send-mail.ts'
import { mailSetup } from '../mail/settings.ts'
import { log } from '../log/logger.ts'
import type { Lang } from '../routing/locale.ts'
import { getBundle, type WaitUntil } from './bundle/index.ts'
import type { EndpointName, Item, ItemEndpointName, Summary } from './endpoints.ts'
import type { Message, MessageMeta } from './message.ts'
import { listQuery, type ListQuery } from './query.ts'
import { everySummary } from './sources/every-record.ts'
import { aboutContent, conceptsContent, type AboutContent, type ConceptsContent } from './sources/d1-company.ts'
import { insertMessage } from './sources/d1-messages.ts'
import { mediaPolicyFor } from './sanitize/media-policy.ts'
import { sourceFor } from './sources/select.ts'
import type { ContentSource, Page } from './sources/source.ts'
import type { Bundle } from './model/bundle.ts'
import type { NewsSummary, ProductSummary } from './model/entities.ts'
import type { CategoryItemKind, CategoryWindow, Neighbours } from './catalogue/window.ts'
import { namedProductIds, RELATIONS, type ChosenRelationName, type RelationName } from './relations.ts'
import { categoryTag, listTag, PageTags, recordTag } from './page-tags.ts'

export interface Content {
  /** The start-up bundle of spec §7 for `lang` (configs, categories, products, solutions, newest news). */
  bundle(lang: Lang): Promise<Bundle>
  /** One page of an endpoint's records; what the query leaves out takes the endpoint's defaults. */
  list<N extends EndpointName>(name: N, query: Partial<ListQuery<N>>, lang: Lang): Promise<Page<Item<N>>>
  /** The same page with each record as its endpoint's summary (news without its article): for the site's own lists. */
  summaries<N extends EndpointName>(name: N, query: Partial<ListQuery<N>>, lang: Lang): Promise<Page<Summary<N>>>
  /** Every record of a list as summaries, read page by page: for files that list everything (the sitemap). */
  everySummary<N extends EndpointName>(name: N, lang: Lang, query?: Partial<ListQuery<N>>): Promise<Summary<N>[]>
  /**
   * The first `pageSize` records of one owner's relation list (src/content/relations.ts: a product's case images,
   * a solution's products, a case category's images or partners), in the list's default order: one call to the
   * source in the bundle's language.
   */
  relation<N extends RelationName>(name: N, ownerId: string, pageSize: number, bundle: Bundle): Promise<Item<N>[]>
  /** An item by its 19-digit id or its code; null when there is none. */
  get<N extends ItemEndpointName>(name: N, idOrCode: string, lang: Lang): Promise<Item<N> | null>
  /** The window of a category's products or solutions holding the one `wanted` names, else its first (catalogue/window.ts). */
  categoryWindow<K extends CategoryItemKind>(kind: K, categoryCode: string, wanted: string | null, size: number, lang: Lang): Promise<CategoryWindow<Item<K>>>
  /**
   * The first `pageSize` records of the relation list of the item categoryWindow picks for the same category and
   * `wanted` (a product's case images, a solution's products), in the list's default order: asked for with the
   * window, they come in its trip to D1 rather than in a trip after it. With `products`, also the products its
   * records name, as summaries (a solution's products' own pages), in the same trip.
   */
  chosenRelation<N extends ChosenRelationName>(name: N, categoryCode: string, wanted: string | null, pageSize: number, lang: Lang, options?: { products?: boolean }): Promise<{ records: Item<N>[]; products: ProductSummary[] }>
  /** The neighbours and place of an article in its category's list, newest first. */
  newsNeighbours(categoryId: string, wanted: string, lang: Lang): Promise<Neighbours<NewsSummary>>
  /** The About page's company content (introduction, certificates, history, figures, concept chapters): from D1 whatever the source. */
  about(lang: Lang): Promise<AboutContent>
  /** The Concepts page's chapters, craft items and figures: from D1 whatever the source. */
  concepts(lang: Lang): Promise<ConceptsContent>
  /**
   * Stores a visitor's message in D1 with its delivery state (rate-limited per client: a ContentError 429 past
   * the limit). With a CMS, the first attempt to deliver it runs after the answer (src/delivery/); the cron
   * sends again what the CMS did not take.
   */
  sendMessage(message: Message, meta: MessageMeta): Promise<void>
  /** Resolves once every list and item call made so far through this object has settled. */
  settled(): Promise<void>
  /** How many list and item calls were made through this object. */
  calls(): number
  /** The calls made through this object that failed: a page rendered from it is incomplete when any did. */
  failures(): number
  /** What the calls made so far read, as the page cache's tags (src/content/page-tags.ts). */
  tags(): string[]
}

/** The content layer for one request: it keeps track of its calls, so the page knows when its data is in. */
export function content(env: Env, ctx: WaitUntil): Content {
  // Made at the first call that needs it: a page from the cache asks only for the bundle.
  let made: ContentSource | undefined
  const source = () => (made ??= sourceFor(env))
  const calls: Promise<unknown>[] = []
  let failed = 0
  const tags = new PageTags()
  const track = <T,>(call: Promise<T>): Promise<T> => {
    calls.push(
      call.then(
        () => undefined,
        () => void failed++,
      ),
    )
    return call
  }
  return {
    bundle: (lang) => getBundle(env, lang, ctx),
    list(name, query, lang) {
      tags.add(listTag(name))
      return track(source().list(name, listQuery(name, query), lang))
    },
    summaries(name, query, lang) {
      tags.add(listTag(name))
      return track(source().summaries(name, listQuery(name, query), lang))
    },
    everySummary(name, lang, query) {
      tags.add(listTag(name))
      return track(everySummary(source(), name, lang, query))
    },
    relation(name, ownerId, pageSize, bundle) {
      // The list is its owner's: a purge of the owner names it.
      tags.add(recordTag(ownerId))
      const query = { pageSize, filters: { [RELATIONS[name]]: ownerId } } as Partial<ListQuery<typeof name>>
      return track(source().list(name, listQuery(name, query), bundle.lang)).then((page) => page.records)
    },
    get(name, idOrCode, lang) {
      return track(source().get(name, idOrCode, lang)).then((record) => {
        if (record) tags.add(recordTag(record.id))
        return record
      })
    },
    categoryWindow(kind, categoryCode, wanted, size, lang) {
      tags.add(categoryTag(kind, categoryCode))
      return track(source().categoryWindow(kind, categoryCode, wanted, size, lang))
    },
    chosenRelation(name, categoryCode, wanted, pageSize, lang, options) {
      return track(source().chosenRelation(name, categoryCode, wanted, pageSize, lang, options)).then(({ owner, records, products }) => {
        // The list is its owner's: a purge of the owner names it; and of each product it shows.
        if (owner) tags.add(recordTag(owner))
        if (options?.products) tags.addRecords('products', namedProductIds(records))
        return { records, products }
      })
    },
    newsNeighbours(categoryId, wanted, lang) {
      tags.add(categoryTag('news', categoryId))
      return track(source().newsNeighbours(categoryId, wanted, lang))
    },
    about: (lang) => track(aboutContent(env.DB, lang, mediaPolicyFor(env, 'site'))),
    concepts: (lang) => track(conceptsContent(env.DB, lang, mediaPolicyFor(env, 'site'))),
    async sendMessage(message, meta) {
      const delivery = initialDelivery(Boolean(env.UPSTREAM_API), meta)
      const mail = initialMail(mailSetup(env).configured, meta.spam)
      const id = await insertMessage(env.DB, message, meta, delivery, mail)
      // The visitor's answer never waits on the CMS or the e-mail.
      if (delivery.state === 'pending') ctx.waitUntil(deliverMessage(env, id).catch((error: unknown) => log.error('message.delivery_error', { id, error })))
      if (mail === 'pending') ctx.waitUntil(mailMessage(env, id).catch((error: unknown) => log.error('mail.error', { id, error })))
    },
    async settled() {
      // Calls may start while earlier ones settle (a page that asks for more once it has the first answer).
      for (let seen = 0; seen < calls.length; seen = calls.length) await Promise.all(calls.slice(seen))
    },
    calls: () => calls.length,
    failures: () => failed,
    tags: () => tags.list(),
  }
}

export { ContentError } from './content-error.ts'
export type { EndpointName, Item, ItemEndpointName, Summary } from './endpoints.ts'
export type { RelationName } from './relations.ts'
export type { ListQuery } from './query.ts'
export type { Page } from './sources/source.ts'
export type { CategoryWindow, ListWindow, Neighbours } from './catalogue/window.ts'
export type { AboutContent, ConceptsContent } from './sources/d1-company.ts'
