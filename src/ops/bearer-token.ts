/**
 * The token of an `Authorization: Bearer <token>` header, or undefined. The scheme name is case-insensitive
 * and followed by one or more spaces (RFC 9110 §11.1, §11.4), so `bearer <token>` is the same credential.
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^bearer +(.+)$/i.exec(authorization ?? '')?.[1]
}
