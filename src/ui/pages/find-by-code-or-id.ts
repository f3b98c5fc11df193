/** Route parameters name a record by its code or by its 19-digit id (spec §2). */
export const NUMERIC_ID = /^\d{19}$/

export function findByCodeOrId<T extends { id: string; categoryCode: string }>(records: readonly T[], param: string): T | undefined {
  return NUMERIC_ID.test(param) ? records.find((r) => r.id === param) : records.find((r) => r.categoryCode === param)
}
