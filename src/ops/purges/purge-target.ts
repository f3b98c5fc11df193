/**
 * What a purge of one thing names (issue 52), as POST /__ops/purge, the console and the CMS's webhook send it:
 * exactly one of a page's URL or a record's code (or 19-digit id). An empty body (as before issue 52), or
 * `{ "all": true }`, is a purge of everything.
 */
import * as v from 'valibot'

/** A record's code or id: what the CMS and the site's URLs spell. */
const Code = v.pipe(v.string('must be a string'), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(100, 'must be at most 100 characters'), v.regex(/^[^\s/?#]+$/, 'must be a code or an id, without spaces or slashes'))

export const RECORD_KINDS = ['product', 'solution', 'news', 'productCategory', 'solutionCategory'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

const PurgeBody = v.strictObject(
  {
    all: v.optional(v.literal(true, 'must be true')),
    url: v.optional(v.pipe(v.string('must be a string'), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(2000, 'must be at most 2000 characters'))),
    product: v.optional(Code),
    solution: v.optional(Code),
    news: v.optional(Code),
    productCategory: v.optional(Code),
    solutionCategory: v.optional(Code),
  },
  `is not a field of a purge: use one of all, url, ${RECORD_KINDS.join(', ')}`,
)

export type PurgeTarget = { all: true } | { url: string } | { kind: RecordKind; code: string }

export type ParsedTarget = { ok: true; target: PurgeTarget } | { ok: false; message: string }

/** The target of a purge from its JSON body's text ('' is everything). */
export function parsePurgeTarget(text: string): ParsedTarget {
  if (text.trim() === '') return { ok: true, target: { all: true } }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: 'The body is not JSON: send { "url": "/en/product" }, { "product": "<code>" } or nothing for everything' }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, message: 'The body must be a JSON object' }
  const parsed = v.safeParse(PurgeBody, json)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    return { ok: false, message: `${issue.path?.map((item) => String(item.key)).join('.') ?? 'the body'} ${issue.message}` }
  }
  const given = Object.entries(parsed.output).filter(([, value]) => value !== undefined)
  if (given.length > 1) return { ok: false, message: `Name one thing to purge, not ${given.map(([key]) => key).join(' and ')}` }
  const [entry] = given
  if (!entry) return { ok: false, message: `Name what to purge: one of all, url, ${RECORD_KINDS.join(', ')}` }
  const [key, value] = entry
  if (key === 'all') return { ok: true, target: { all: true } }
  if (key === 'url') return { ok: true, target: { url: String(value) } }
  return { ok: true, target: { kind: key as RecordKind, code: String(value) } }
}
