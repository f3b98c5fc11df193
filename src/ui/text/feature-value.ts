import { truncate } from './truncate.ts'

/** Spec §9: a feature value shows at most 50 characters; the whole value is in its tooltip. */
export const FEATURE_VALUE_CHARS = 50

/** A feature's value as shown (`text`), and the whole value (`title`) when the shown one is cut. */
export function featureValue(value: string): { text: string; title: string | undefined } {
  const text = truncate(value, FEATURE_VALUE_CHARS)
  return { text, title: text === value.trim() ? undefined : value }
}
