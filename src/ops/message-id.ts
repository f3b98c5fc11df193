import * as v from 'valibot'

const Id = v.pipe(
  v.string(),
  v.regex(/^\d{1,16}$/, 'The message id must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'The message id must be at least 1'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'The message id is too large'),
)

/** A message id from a route's parameter. */
export function MessageId(param: string | undefined): { ok: true; id: number } | { ok: false; message: string } {
  const parsed = v.safeParse(Id, param)
  return parsed.success ? { ok: true, id: parsed.output } : { ok: false, message: parsed.issues[0].message }
}
