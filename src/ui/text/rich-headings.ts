import type { SafeHtml } from '../../content/sanitize/rich-html.ts'
import type { Lang } from '../../routing/locale.ts'
import { headingPieces } from './words.ts'

/**
 * Rich text whose Chinese headings break only between words, as the page's own headings do (HeadingText): each
 * h2–h4's content goes into a `.words` span with <wbr> between its words. The sanitiser leaves h2–h4 without
 * attributes and escapes every `<` of text, so a heading is exactly `<hN>…</hN>`, a tag inside it ends at its
 * first `>`, and what lies between tags is text; adding a span and <wbr>s keeps the HTML as safe as it was.
 * An entity (`&amp;`) is Latin letters and punctuation, which headingPieces never cuts.
 */
export function richHeadingWords(html: SafeHtml, lang: Lang): SafeHtml {
  if (lang !== 'zh-CN') return html
  return html.replace(/<h([2-4])>([^]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const text = inner
      .split(/(<[^>]*>)/)
      .map((part) => (part.startsWith('<') ? part : headingPieces(part, lang).join('<wbr>')))
      .join('')
    return `<h${level}><span class="words">${text}</span></h${level}>`
  }) as SafeHtml
}
