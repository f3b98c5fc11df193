/** Spec §8: the status of an error is its `statusCode`, its `status` or its response's status; else 500. */
export function errorStatus(error: unknown): number {
  const candidates: unknown[] = []
  if (typeof error === 'object' && error !== null) {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } }
    candidates.push(e.statusCode, e.status, e.response?.status)
  }
  const status = candidates.find((s): s is number => typeof s === 'number' && Number.isInteger(s) && s >= 400 && s <= 599)
  return status ?? 500
}
