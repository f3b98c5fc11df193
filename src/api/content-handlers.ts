import type { Context } from 'hono'
import { content } from '../content/index.ts'
import { ENDPOINTS, type EndpointName, type ItemEndpointName } from '../content/endpoints.ts'
import { isItemKey, parseListQuery } from '../content/query.ts'
import type { AppEnv } from '../env.ts'
import { fail, ok } from './envelope.ts'
import { requestLanguage } from './request-language.ts'

/** Content changes rarely; a minute in browsers and shared caches takes load off the source. */
const CACHE_CONTROL = 'public, max-age=60'

export function cacheable(c: Context<AppEnv>, lang: string) {
  c.header('Cache-Control', CACHE_CONTROL)
  // The same URL answers in the language the header names.
  c.header('Vary', 'language')
  c.header('Content-Language', lang)
}

/** GET /{path}: one page of records, `{records, total}`. */
export const listHandler = (name: EndpointName) => async (c: Context<AppEnv>) => {
  const parsed = parseListQuery(name, new URL(c.req.url).searchParams)
  if (!parsed.success) return fail(c, 400, parsed.message)
  const lang = requestLanguage(c.req.header('language'))
  const page = await content(c.env, c.executionCtx).list(name, parsed.query, lang)
  cacheable(c, lang)
  return ok(c, page)
}

/** GET /{path}/{id}: one record by its 19-digit id or its code. */
export const itemHandler = (name: ItemEndpointName) => async (c: Context<AppEnv>) => {
  const idOrCode = c.req.param('id') ?? ''
  if (!isItemKey(idOrCode)) return fail(c, 400, `${ENDPOINTS[name].path}/{id} takes a 19-digit id or a code of letters, digits, _ . -`)
  if ([...new URL(c.req.url).searchParams.keys()].length) return fail(c, 400, `${ENDPOINTS[name].path}/{id} takes no parameters`)
  const lang = requestLanguage(c.req.header('language'))
  const item = await content(c.env, c.executionCtx).get(name, idOrCode, lang)
  if (!item) return fail(c, 404, `No ${ENDPOINTS[name].path} item ${idOrCode}`)
  cacheable(c, lang)
  return ok(c, item)
}
