import type { SafeHtml } from '../../content/sanitize/rich-html.ts'

export interface RichTextSections {
  /** What comes before the first heading (the introduction); empty when the text starts with one. */
  intro: SafeHtml
  /** Each top-level heading with what follows it up to the next. */
  sections: SafeHtml[]
}

/** Tags without an end tag in the sanitiser's allow-list. */
const VOID = new Set(['br', 'img'])

/**
 * Rich text cut before each of its top-level headings (h2 to h4), so a page can lay the parts out side by side
 * (a product's specifications beside its features). The sanitiser writes every tag whole and escapes every
 * `<` of text, so tags are found by their `<`; a heading inside a list or table is not a cut. Each part is
 * whole elements of the sanitised text, so it is as safe as the whole.
 */
export function richTextSections(html: SafeHtml): RichTextSections {
  const cuts: number[] = []
  let depth = 0
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    const [, closing, name] = match
    if (!name || VOID.has(name)) continue
    if (closing) {
      depth = Math.max(0, depth - 1)
      continue
    }
    if (depth === 0 && /^h[2-4]$/.test(name)) cuts.push(match.index)
    depth++
  }
  const starts = [0, ...cuts]
  const [intro = '', ...sections] = starts.map((start, i) => html.slice(start, starts[i + 1] ?? html.length).trim())
  return { intro: intro as SafeHtml, sections: sections as SafeHtml[] }
}
