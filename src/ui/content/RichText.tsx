import type { SafeHtml } from '../../content/sanitize/rich-html.ts'
import { usePage } from '../render/page-context.tsx'
import { richHeadingWords } from '../text/rich-headings.ts'

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
 * headings break only between words (richHeadingWords).
 */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  const { lang } = usePage()
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: richHeadingWords(html, lang) }} />
}
