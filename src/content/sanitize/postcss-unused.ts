/**
 * Stands in for postcss in the worker bundle. sanitize-html imports postcss only to parse style attributes,
 * and the rich-text allow-list keeps none (`parseStyleAttributes: false`), so the 300 KB parser and its
 * source-map code would only lengthen every cold start. Aliased in vite.config.ts and vitest.config.ts.
 */
export function parse(): never {
  throw new Error('postcss is not bundled: rich text never keeps a style attribute')
}
