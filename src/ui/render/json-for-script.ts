/**
 * JSON for an inline data block (`<script type="application/json">`, JSON-LD): `<`, `>` and `&` become
 * \u escapes, so no value can close the script element or open a comment, and U+2028/2029 cannot break
 * older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? {}).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
