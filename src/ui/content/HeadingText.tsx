import { usePage } from '../render/page-context.tsx'
import { headingPieces } from '../text/words.ts'
import { Pieces } from './Pieces.tsx'

/** A heading's text: in Chinese it breaks only between words (headingPieces); English is left as it is. */
export function HeadingText({ text }: { text: string }) {
  const { lang } = usePage()
  return lang === 'zh-CN' ? <Pieces pieces={headingPieces(text, lang)} /> : text
}
