import type { SafeHtml } from '../../../content/sanitize/rich-html.ts'

/**
 * An article body's headings moved up so that its highest is an h2: the title is the page's h1, and a body
 * written with h3 sub-headings (as the demo content and many CMS editors do) would skip a level, which
 * screen-reader users navigate by (axe, Lighthouse and the Nu Html Checker all flag it). Relative levels
 * stay. The sanitiser leaves h2–h4 without attributes and escapes every `<` of text, so a tag is exactly
 * `<h3>` or `</h3>`; changing its digit keeps the HTML as safe as it was.
 */
export function headingsFromH2(html: SafeHtml): SafeHtml {
  const levels = [...html.matchAll(/<h([2-4])>/g)].map((m) => Number(m[1]))
  const shift = levels.length ? Math.min(...levels) - 2 : 0
  if (shift === 0) return html
  return html.replace(/<(\/?)h([2-4])>/g, (_, slash: string, level: string) => `<${slash}h${Number(level) - shift}>`) as SafeHtml
}
