import type { SafeHtml } from '../../content/sanitize/rich-html.ts'

/** The elements rich text may sit in: it holds paragraphs, lists and tables, so a block container. */
export type RichTextContainer = 'div' | 'section' | 'article' | 'aside'

export interface RichTextProps {
  /** HTML from a content field (productDetails, news details, …): the content schemas have sanitised it. */
  html: SafeHtml
  className?: string
  as?: RichTextContainer
}

/**
 * The one place a page puts HTML from content into the document. Its input type is SafeHtml, which only
 * the sanitiser makes (src/content/sanitize/rich-html.ts, run by the content schemas when a source is
 * read), so raw text cannot be passed by mistake and nothing is sanitised again on render. Its Chinese
 * headings and other short texts break only between words, as every page's do (src/ui/render/text-pass.ts).
 */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
}
