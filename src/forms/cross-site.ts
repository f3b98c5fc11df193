/**
 * Whether a form post comes from another site. Browsers say where a request comes from in `Sec-Fetch-Site`
 * (all current ones) and `Origin` (every POST): a post is same-site only when the first says `same-origin`,
 * or, without it, when the second is one of our origins. A request with neither is not a browser's form
 * (curl, a server) and cannot carry a visitor's session anyway: it is accepted and rate-limited like any.
 */
export function isCrossSitePost(headers: Headers, ownOrigins: readonly string[]): boolean {
  const site = headers.get('Sec-Fetch-Site')
  if (site !== null) return site !== 'same-origin'
  const origin = headers.get('Origin')
  if (origin === null) return false
  return !ownOrigins.includes(origin)
}
