import * as v from 'valibot'
import type { Lang } from '../../routing/locale.ts'
import { sourceFailure, upstreamFailure } from '../content-error.ts'
import { ENDPOINTS, type EndpointName, type Item, type ItemEndpointName } from '../endpoints.ts'
import type { Message, MessageMeta } from '../message.ts'
import { toSearchParams, type ListQuery } from '../query.ts'
import type { ContentSource, Page } from './source.ts'

/** A slow CMS must not hold a page (or the cron) for long; the bundle in KV covers the gap. */
export const UPSTREAM_TIMEOUT_MS = 5000

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

  constructor(upstreamApi: string) {
    this.base = upstreamApi.replace(/\/+$/, '')
  }

  async list<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Item<N>>> {
    const endpoint = ENDPOINTS[name]
    const path = `/v1/website/${endpoint.path}?${toSearchParams(name, query)}`
    const { body } = await this.call(path, lang)
    const { result } = this.check(listEnvelope(endpoint.schema), body, path)
    return { records: result.records as Item<N>[], total: result.total }
  }

  async get<N extends ItemEndpointName>(name: N, idOrCode: string, lang: Lang): Promise<Item<N> | null> {
    const path = `/v1/website/${ENDPOINTS[name].path}/${encodeURIComponent(idOrCode)}`
    const { status, body } = await this.call(path, lang, { notFoundIsNull: true })
    if (status === 404) return null
    const answer = this.check(itemEnvelope(ENDPOINTS[name].schema), body, path)
    return (answer.result ?? answer.data ?? null) as Item<N> | null
  }

  async sendMessage(message: Message, meta: MessageMeta): Promise<void> {
    const { variant: _variant, ...fields } = message
    const path = '/v1/website/message'
    const { body } = await this.call(path, meta.language, { method: 'POST', body: JSON.stringify(fields) })
    this.check(Acknowledged, body, path)
  }

  private async call(path: string, lang: Lang, options: { method?: 'GET' | 'POST'; body?: string; notFoundIsNull?: boolean } = {}) {
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
      if (timedOut) throw sourceFailure(504, upstreamFailure(504, `the CMS did not answer ${path} within ${UPSTREAM_TIMEOUT_MS / 1000} s`))
      throw sourceFailure(502, upstreamFailure(502, `the CMS could not be reached for ${path}`))
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === 404 && options.notFoundIsNull) return { status: 404, body }
    if (response.status !== 200) {
      const failure = v.safeParse(Failure, body)
      const message = failure.success && typeof failure.output.message === 'string' ? failure.output.message : ''
      throw sourceFailure(response.status >= 400 ? response.status : 502, `${upstreamFailure(response.status, message)} (${path})`)
    }
    return { status: 200, body }
  }

  private check<S extends v.GenericSchema>(schema: S, body: unknown, path: string): v.InferOutput<S> {
    const failure = v.safeParse(Failure, body)
    if (failure.success && (body as { success?: unknown }).success === false) {
      throw sourceFailure(502, `${upstreamFailure(200, typeof failure.output.message === 'string' ? failure.output.message : '')} (${path})`)
    }
    const result = v.safeParse(schema, body)
    if (result.success) return result.output
    const at = v.getDotPath(result.issues[0]) ?? 'body'
    throw sourceFailure(502, upstreamFailure(502, `invalid answer from the CMS for ${path} at ${at}: ${result.issues[0].message}`))
  }
}
