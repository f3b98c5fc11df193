/**
 * Turning valibot's issues into what a form shows: one problem per field, which the form then words in the
 * page's language (the schemas' own messages are the API's English ones).
 */
import type * as v from 'valibot'

/** Each failing field with its problem; a field that passes is absent. */
export type Problems<F extends string, P extends string> = Partial<Record<F, P>>

/** The first problem of each of `fields` among `issues`; `problem` names a field's issue by its valibot type. */
export function problemsOf<F extends string, P extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  fields: readonly F[],
  problem: (type: string, field: F) => P,
): Problems<F, P> {
  const found: Problems<F, P> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    const field = fields.find((f) => f === key)
    if (field && !found[field]) found[field] = problem(issue.type, field)
  }
  return found
}

/** The valibot type of the step that limits a field's length (in characters: src/content/message.ts). */
export const MAX_CHARACTERS_STEP = 'max_code_points'

/**
 * The limit of a string schema's `maxCodePoints` step (in its pipe, or in a schema that pipe starts from):
 * the API's limit, which an input's `maxlength` repeats.
 */
export function maxLengthOf(schema: { pipe?: readonly unknown[] }): number {
  const limit = findMaxLength(schema)
  if (limit === undefined) throw new Error('the schema has no maxCodePoints step')
  return limit
}

function findMaxLength(schema: { pipe?: readonly unknown[] }): number | undefined {
  for (const step of schema.pipe ?? []) {
    if (typeof step !== 'object' || step === null) continue
    if ('type' in step && step.type === MAX_CHARACTERS_STEP && 'requirement' in step && typeof step.requirement === 'number') return step.requirement
    const nested = 'pipe' in step && Array.isArray(step.pipe) ? findMaxLength({ pipe: step.pipe }) : undefined
    if (nested !== undefined) return nested
  }
  return undefined
}
