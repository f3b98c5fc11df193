/**
 * Whether an If-None-Match header (`*`, or a list of entity tags) names `etag` by the weak comparison of RFC 9110
 * §8.8.3.2 (`W/"x"` and `"x"` alike); `*` names any representation that exists. Pure: the pages' 304
 * (not-modified.ts) and the media route's (src/media-route/preconditions.ts) both ask it.
 */
export function noneMatchNames(header: string, etag: string | null): boolean {
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return etag !== null && header.split(',').some((tag) => opaque(tag) === opaque(etag))
}
