/**
 * JSON for an inline `<script type="application/json">`: `<`, `>` and `&` become \u escapes, so no prop can
 * close the script element or open a comment, and U+2028/2029 cannot break older parsers.
 */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props ?? {}).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
