import * as v from 'valibot'
import type { Lang } from '../../routing/locale.ts'
import { copiedProducts, copiedWindow, hasCopy } from './cms-copy.ts'
import { CATEGORY_ITEMS, categoryWindowOf, neighboursIn, type CategoryItemKind, type CategoryWindow, type Neighbours } from '../catalogue/window.ts'
import { ContentError, sourceFailure, upstreamFailure } from '../content-error.ts'
import { ENDPOINTS, summarySchema, type EndpointName, type Item, type ItemEndpointName, type Summary } from '../endpoints.ts'
import type { Enquiry, Subscription } from '../message.ts'
import type { NewsSummary, ProductSummary } from '../model/entities.ts'
import { listQuery, MAX_PAGE_SIZE, toSearchParams, type ListQuery } from '../query.ts'
import { mediaPolicyFor, readingMedia, type MediaPolicy } from '../sanitize/media-policy.ts'
import { breakerFor, CmsUnavailable, type CircuitBreaker } from './circuit-breaker.ts'
import { CHOSEN_RELATIONS, namedProductIds, RELATIONS, type ChosenRelationName } from '../relations.ts'
import type { ChosenRelation, ContentSource, Page } from './source.ts'

/** A slow CMS must not hold a page (or the cron) for long; the bundle in KV covers the gap. */
export const UPSTREAM_TIMEOUT_MS = 5000

/** The CMS answered and said no: a 4xx (but 408 and 429, which ask to try later) or `success: false`. */
export class CmsRefusal extends ContentError {}

/** UPSTREAM_API without trailing slashes: the CMS's one name (its circuit breaker's key). */
export const cmsBase = (upstreamApi: string): string => upstreamApi.replace(/\/+$/, '')

/** Statuses that say "not now" rather than "not this": the CMS is busy or gave up waiting. */
const TRY_LATER = new Set([408, 429])

interface CallOptions {
  method?: 'GET' | 'POST'
  body?: string
  notFoundIsNull?: boolean
  /** Failures are logged by the caller, without what the CMS said (see sourceFailure). */
  quiet?: boolean
}

const serverMessage = v.nullish(v.string(), '')
const Failure = v.object({ message: v.optional(v.unknown()) })
const Acknowledged = v.object({ success: v.literal(true), message: serverMessage })
const listEnvelope = <S extends v.GenericSchema>(schema: S) =>
  v.object({
    success: v.literal(true),
    message: serverMessage,
    result: v.object({
      records: v.array(schema),
      total: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(0)),
    }),
  })
// Spec §3: an item answers in `result` or in `data`; null in both means there is no such item.
const itemEnvelope = <S extends v.GenericSchema>(schema: S) =>
  v.object({ success: v.literal(true), message: serverMessage, result: v.nullish(schema), data: v.nullish(schema) })

/**
 * The provider's CMS over HTTP: `${UPSTREAM_API}/v1/website/…` with the `language` header. Answers are
 * validated like D1 rows; a non-200 answer or `success: false` becomes a ContentError with the status and a
 * generic message, the server's own message (spec §8) going to the log only.
 */
export class UpstreamSource implements ContentSource {
  private readonly base: string

  /**
   * `media`: how records' media URLs are read (by default the CMS's paths are its files, and only its own origin
   * is allowed); `breaker` fails calls at once while the CMS is down (by default the one this isolate keeps for the CMS).
   */
  constructor(
    upstreamApi: string,
    private readonly media: MediaPolicy = mediaPolicyFor({ UPSTREAM_API: upstreamApi, MEDIA_ORIGINS: '' }, 'cms'),
    private readonly breaker: CircuitBreaker = breakerFor(cmsBase(upstreamApi)),
    /** The D1 database holding the copy of the CMS's products and solutions (cms-copy.ts), if any. */
    private readonly copy?: D1Database,
  ) {
    this.base = cmsBase(upstreamApi)
  }

  list<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Item<N>>> {
    return this.page(name, ENDPOINTS[name].schema, query, lang) as Promise<Page<Item<N>>>
  }

  /** The CMS sends whole records; the summary's schema keeps only its fields (the article's HTML is not sanitised). */
  summaries<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Summary<N>>> {
    return this.page(name, summarySchema(name), query, lang) as Promise<Page<Summary<N>>>
  }

  private async page<N extends EndpointName>(name: N, schema: v.ObjectSchema<v.ObjectEntries, undefined>, query: ListQuery<N>, lang: Lang): Promise<Page<unknown>> {
    const path = `/v1/website/${ENDPOINTS[name].path}?${toSearchParams(name, query)}`
    const { body } = await this.call(path, lang)
    const { result } = this.check(listEnvelope(schema), body, path)
    return { records: result.records, total: result.total }
  }

  async get<N extends ItemEndpointName>(name: N, idOrCode: string, lang: Lang): Promise<Item<N> | null> {
    const path = `/v1/website/${ENDPOINTS[name].path}/${encodeURIComponent(idOrCode)}`
    const { status, body } = await this.call(path, lang, { notFoundIsNull: true })
    if (status === 404) return null
    const answer = this.check(itemEnvelope(ENDPOINTS[name].schema), body, path)
    return (answer.result ?? answer.data ?? null) as Item<N> | null
  }

  /** The categories' whole lists this request asked the CMS for: a page's window and its item's relation list share one call. */
  private readonly categoryLists = new Map<string, Promise<Page<unknown>>>()

  /**
   * From the copy of the CMS's list in D1 (cms-copy.ts), which holds while the CMS is down. Before the
   * first copy (a new deployment), from the CMS: spec §7 gives it no place or window in a list, so the category's
   * whole list, one call, and its window here.
   */
  async categoryWindow<K extends CategoryItemKind>(kind: K, categoryCode: string, wanted: string | null, size: number, lang: Lang): Promise<CategoryWindow<Item<K>>> {
    if (this.copy && (await hasCopy(this.copy, kind, lang))) return copiedWindow(this.copy, kind, categoryCode, wanted, size, lang)
    const key = `${kind}|${categoryCode}|${lang}`
    let list = this.categoryLists.get(key)
    if (!list) {
      list = this.list(kind, listQuery(kind, { pageSize: MAX_PAGE_SIZE, filters: { categoryCode } } as Partial<ListQuery<K>>), lang)
      this.categoryLists.set(key, list)
    }
    const { records } = (await list) as Page<Item<K>>
    const code = CATEGORY_ITEMS[kind]
    return categoryWindowOf(records, (record) => [String((record as Record<string, unknown>)[code]), record.id], wanted, size)
  }

  /**
   * Spec §7 has no such call: the window's item (from the copy in D1, or from the category's list, which this
   * request has already asked for), then its relation list, one call, and the products it names when asked for.
   */
  async chosenRelation<N extends ChosenRelationName>(name: N, categoryCode: string, wanted: string | null, pageSize: number, lang: Lang, { products = false } = {}): Promise<ChosenRelation<Item<N>>> {
    const { item } = await this.categoryWindow(CHOSEN_RELATIONS[name], categoryCode, wanted, 1, lang)
    if (!item) return { owner: null, records: [], products: [] }
    const query = listQuery(name, { pageSize, filters: { [RELATIONS[name]]: item.id } } as Partial<ListQuery<N>>)
    const { records } = await this.list(name, query, lang)
    const named = products ? await this.productsById(namedProductIds(records), lang) : []
    return { owner: item.id, records, products: named }
  }

  /** Spec §7 gives the CMS no place in a list: the category's articles (summaries), one call, and the neighbours here. */
  async newsNeighbours(categoryId: string, wanted: string, lang: Lang): Promise<Neighbours<NewsSummary>> {
    const { records } = await this.summaries('news', listQuery('news', { pageSize: MAX_PAGE_SIZE, sort: '-createTime', filters: { category: categoryId } }), lang)
    return neighboursIn(records, (record) => [record.newsCode, record.id], wanted)
  }

  /** From the copy in D1, else from the CMS: spec §7 gives it no filter by id, so every product's summary, one call, and those of `ids` here. */
  async productsById(ids: readonly string[], lang: Lang): Promise<ProductSummary[]> {
    if (ids.length === 0) return []
    if (this.copy && (await hasCopy(this.copy, 'products', lang))) return copiedProducts(this.copy, ids, lang)
    const wanted = new Set(ids)
    const { records } = await this.summaries('products', listQuery('products', { pageSize: MAX_PAGE_SIZE }), lang)
    return records.filter((product) => wanted.has(product.id))
  }

  /**
   * POST /v1/website/message: resolves when the CMS acknowledges the message (`success: true`). A refusal is a
   * CmsRefusal; the caller logs failures (the CMS's text about a message may quote what the visitor wrote).
   */
  async sendMessage(fields: Enquiry | Subscription, lang: Lang): Promise<void> {
    const path = '/v1/website/message'
    const { body } = await this.call(path, lang, { method: 'POST', body: JSON.stringify(fields), quiet: true })
    this.check(Acknowledged, body, path, true)
  }

  private call(path: string, lang: Lang, options: CallOptions = {}) {
    return this.breaker.call(() => this.fetchJson(path, lang, options))
  }

  private async fetchJson(path: string, lang: Lang, options: CallOptions) {
    let response: Response
    try {
      response = await fetch(this.base + path, {
        method: options.method ?? 'GET',
        headers: { language: lang, accept: 'application/json', ...(options.body ? { 'content-type': 'application/json' } : {}) },
        body: options.body,
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      const quiet = { quiet: options.quiet }
      if (timedOut) throw sourceFailure(504, upstreamFailure(504, `the CMS did not answer ${path} within ${UPSTREAM_TIMEOUT_MS / 1000} s`), CmsUnavailable, quiet)
      throw sourceFailure(502, upstreamFailure(502, `the CMS could not be reached for ${path}`), CmsUnavailable, quiet)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === 404 && options.notFoundIsNull) return { status: 404, body }
    if (response.status !== 200) {
      const failure = v.safeParse(Failure, body)
      const message = failure.success && typeof failure.output.message === 'string' ? failure.output.message : ''
      const kind = response.status >= 500 || TRY_LATER.has(response.status) ? CmsUnavailable : response.status >= 400 ? CmsRefusal : ContentError
      throw sourceFailure(response.status >= 400 ? response.status : 502, `${upstreamFailure(response.status, message)} (${path})`, kind, { quiet: options.quiet })
    }
    return { status: 200, body }
  }

  private check<S extends v.GenericSchema>(schema: S, body: unknown, path: string, quiet = false): v.InferOutput<S> {
    const failure = v.safeParse(Failure, body)
    if (failure.success && (body as { success?: unknown }).success === false) {
      const message = typeof failure.output.message === 'string' ? failure.output.message : ''
      throw sourceFailure(502, `${upstreamFailure(200, message)} (${path})`, CmsRefusal, { quiet })
    }
    const result = readingMedia(this.media, () => v.safeParse(schema, body))
    if (result.success) return result.output
    const at = v.getDotPath(result.issues[0]) ?? 'body'
    throw sourceFailure(502, upstreamFailure(502, `invalid answer from the CMS for ${path} at ${at}: ${result.issues[0].message}`), ContentError, { quiet })
  }
}
