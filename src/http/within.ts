/**
 * A promise's value, or null when it takes longer than `ms`: the bound of a wait for a screen, a page's data or
 * another request's render. The timer goes with the race, so a request leaves none running behind it.
 */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)))
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}
