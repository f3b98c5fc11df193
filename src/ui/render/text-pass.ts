/**
 * One pass over every page's HTML as it leaves the renderer, over each of its texts: a number keeps its unit and a
 * standard its number, in both languages (issue 49, src/ui/text/units.ts); and on a Chinese page, names, titles,
 * captions, labels and short cells never break inside a word, wherever a component puts them (issue 35). Each text of Han script short
 * enough to be a name or a title (SHORT_TEXT characters) goes into a `<k-w>` ("keep words", site.css) with <wbr>
 * between its words (src/ui/text/words.ts), which keeps the rest of it whole. Running text (longer, or a sentence) is
 * left to the browser's ordinary Chinese line breaking, which may break between any two characters, as Chinese
 * prose does: kept whole, its long pieces would not fit a narrow card and break anywhere anyway.
 *
 * Left as they are: what is not text (tags, comments, attributes), the raw text of `<script>`, `<style>`,
 * `<title>` and `<textarea>`, `<option>` (text only), SVG and MathML, and the islands (`data-island`): React
 * hydrates those from the HTML it renders itself, so their texts come as pieces from their props instead. An
 * element marked `data-text-passed` has been through the pass already (the header and footer, passed once when
 * they are kept: chrome-cache.tsx) and is copied as it is, without reading its tags: that was half the pass's time.
 * The pass reads the HTML React and the sanitiser write: attribute values with `<` and `>` escaped, tags whole.
 */
import type { Lang } from '../../routing/locale.ts'
import { keepUnits } from '../text/units.ts'
import { headingPieces, NO_LEXICON, type Lexicon } from '../text/words.ts'

/**
 * The longest text (in UTF-16 units, entities as written) that is taken for a name, title, caption or label: the
 * demo's longest title is 25 characters, and its card descriptions of 40 and more are sentences. A text that ends
 * a sentence (。！？) is running text however short.
 */
export const SHORT_TEXT = 40
const SENTENCE_END = /[。！？]/u

const HAN = /\p{Script=Han}/u

/** Elements whose content is passed over whole: raw text, text-only, or not HTML. */
const PASSED_OVER = new Set(['script', 'style', 'title', 'textarea', 'option', 'svg', 'math'])

/** A tag's name, read at the tag's `<` (sticky: `lastIndex` is where it starts). */
const TAG_NAME = /<\/?([a-zA-Z][a-zA-Z0-9-]*)/y

/** A text's last two Han characters and what follows them (closing punctuation, spaces). */
const LAST_TWO_HAN = /\p{Script=Han}[^\p{Script=Han}<\s]*\p{Script=Han}[\s\p{P}]*$/u

/**
 * `text` (escaped, as in the HTML) with its numbers kept with their units, and, on a Chinese page, its words
 * marked when it is a short Chinese text or the text of a lead (`wordsWanted`). Running Chinese text is left to
 * the browser, but for its end: its last word (two Han characters at least) goes whole to the last line, which
 * never holds one character alone ("…领⏎域。").
 */
function marked(raw: string, lang: Lang, lexicon: Lexicon, wordsWanted: boolean): string {
  const text = keepUnits(raw)
  if (lang !== 'zh-CN' || !HAN.test(text)) return text
  if (wordsWanted || (text.length <= SHORT_TEXT && !SENTENCE_END.test(text))) return `<k-w>${headingPieces(text, 'zh-CN', lexicon).join('<wbr>')}</k-w>`
  const end = lastWord(text, lexicon)
  return end ? `${text.slice(0, -end.length)}<k-w>${end}</k-w>` : text
}

/** The most Han characters running text's last line is made to hold: prose must still fill a narrow card's lines. */
const LONGEST_END = 5

/** How much of running text's end stays on one line: its last piece, or its last two Han characters if more. */
function lastWord(text: string, lexicon: Lexicon): string | null {
  const lastTwo = LAST_TWO_HAN.exec(text)?.[0]
  if (!lastTwo) return null
  // The pieces of the end alone: a word cut at the front of it is no loss, only its last piece is used.
  const end = text.slice(-(lastTwo.length + lexicon.longest + 4))
  const lastPiece = headingPieces(end, 'zh-CN', lexicon).at(-1)!
  return lastPiece.length > lastTwo.length && lastPiece.length - lastTwo.length <= LONGEST_END - 2 && !/\s/u.test(lastPiece) ? lastPiece : lastTwo
}

/**
 * The pass as a stream of HTML pieces: `push` takes the next piece and returns what can be written so far (a text
 * is held until its end is seen); `end` returns the rest. A skipped element is followed by its name's depth.
 */
export class TextPass {
  private held = ''
  /** The element passed over and how deep its own name is nested in it; null outside one. */
  private skipping: Nesting | null = null
  /** The lead (`data-words`) being passed through and how deep its own name is nested in it; null outside one. */
  private lead: Nesting | null = null

  constructor(
    private readonly lang: Lang,
    private readonly lexicon: Lexicon = NO_LEXICON,
  ) {}

  push(html: string): string {
    const input = this.held + html
    this.held = ''
    // What the pass leaves as it is (most of a page) is copied in runs, from `copied` on, not piece by piece.
    let out = ''
    let copied = 0
    let at = 0
    while (at < input.length) {
      const open = input.indexOf('<', at)
      if (open === -1) {
        // A text whose end has not come yet.
        this.held = input.slice(at)
        return out + input.slice(copied, at)
      }
      if (open > at && !this.skipping) {
        const text = input.slice(at, open)
        const changed = marked(text, this.lang, this.lexicon, this.lead !== null)
        if (changed !== text) {
          out += input.slice(copied, at) + changed
          copied = open
        }
      }
      const close = this.tagEnd(input, open)
      if (close === -1) {
        this.held = input.slice(open)
        return out + input.slice(copied, open)
      }
      this.follow(input, open, close)
      at = close
      if (this.skipping?.passed) {
        // Straight to its end tag, when it is in this piece; tag by tag otherwise (a stream's later pieces).
        const end = endOf(input, this.skipping, at)
        if (end !== -1) {
          this.skipping = null
          at = end
        }
      }
    }
    return out + input.slice(copied)
  }

  end(): string {
    const rest = this.held
    this.held = ''
    return this.skipping ? rest : marked(rest, this.lang, this.lexicon, this.lead !== null)
  }

  /** Where the markup starting at `open` ends (after its `>`), or -1 when it does not end within `input`. */
  private tagEnd(input: string, open: number): number {
    if (input.startsWith('<!--', open)) {
      const end = input.indexOf('-->', open + 4)
      return end === -1 ? -1 : end + 3
    }
    // Raw text runs to its own end tag, whatever it holds.
    if (this.skipping && RAW_TEXT.has(this.skipping.name) && !input.startsWith(`</${this.skipping.name}`, open)) {
      const end = input.indexOf(`</${this.skipping.name}`, open)
      return end === -1 ? -1 : end
    }
    const end = input.indexOf('>', open)
    return end === -1 ? -1 : end + 1
  }

  /** Enters or leaves a skipped element or a lead as the tag from `open` to `close` in `input` opens or closes one. */
  private follow(input: string, open: number, close: number): void {
    TAG_NAME.lastIndex = open
    const name = TAG_NAME.exec(input)?.[1]?.toLowerCase()
    if (!name) return
    const closing = input.charCodeAt(open + 1) === SLASH
    const selfClosing = input.charCodeAt(close - 2) === SLASH
    if (this.skipping) {
      this.skipping = nested(this.skipping, name, closing, selfClosing)
      return
    }
    if (this.lead) this.lead = nested(this.lead, name, closing, selfClosing)
    if (closing || selfClosing) return
    if (PASSED_OVER.has(name)) {
      this.skipping = { name, depth: 1 }
      return
    }
    const tag = input.slice(open, close)
    if (tag.includes(PASSED)) this.skipping = { name, depth: 1, passed: true }
    else if (tag.includes(' data-island=')) this.skipping = { name, depth: 1 }
    else if (!this.lead && tag.includes(' data-words')) this.lead = { name, depth: 1 }
  }
}

const SLASH = 0x2f

/** An element the pass is inside, and how deep its own name is nested in it. */
interface Nesting {
  name: string
  depth: number
  /** Whether it has been through the pass already (`data-text-passed`). */
  passed?: boolean
}

/** The attribute of an element that has been through the pass already. */
const PASSED = ' data-text-passed'

/** Tags of each name an element passed over whole is read for, to find its end: its own nested namesakes count. */
const namesakes = new Map<string, RegExp>()

/**
 * Where the element passed over ends (after its end tag), read from `from`, where it is `depth` deep in its own
 * name; -1 when that is not within `input`. Its content is HTML the pass wrote (no raw text holding such a tag).
 */
function endOf(input: string, { name, depth: deep }: Nesting, from: number): number {
  let tags = namesakes.get(name)
  if (!tags) namesakes.set(name, (tags = new RegExp(`<${name}[\\s>]|</${name}>`, 'g')))
  tags.lastIndex = from
  let depth = deep
  for (let tag = tags.exec(input); tag; tag = tags.exec(input)) {
    depth += tag[0].charCodeAt(1) === SLASH ? -1 : 1
    if (depth === 0) return tag.index + tag[0].length
  }
  return -1
}

/** An element being passed through, after a tag `name` inside it: deeper, shallower, or left (null). */
function nested(inside: Nesting, name: string, closing: boolean, selfClosing: boolean): Nesting | null {
  if (name !== inside.name || selfClosing) return inside
  inside.depth += closing ? -1 : 1
  return inside.depth === 0 ? null : inside
}

/** Elements whose content is text up to their end tag (a `<` inside is not a tag). */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea'])

/** A whole page's HTML with the pass applied. */
export function markText(html: string, lang: Lang, lexicon?: Lexicon): string {
  const pass = new TextPass(lang, lexicon)
  return pass.push(html) + pass.end()
}

/** The same pass over a streamed page (bytes in, bytes out). */
export function textPassStream(lang: Lang, lexicon?: Lexicon): TransformStream<Uint8Array, Uint8Array> {
  const pass = new TextPass(lang, lexicon)
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  return new TransformStream({
    transform(chunk, controller) {
      const out = pass.push(decoder.decode(chunk, { stream: true }))
      if (out) controller.enqueue(encoder.encode(out))
    },
    flush(controller) {
      const out = pass.push(decoder.decode()) + pass.end()
      if (out) controller.enqueue(encoder.encode(out))
    },
  })
}
