import { describe, expect, it } from 'vitest'
import { sanitizeRichHtml } from '../../src/content/sanitize/rich-html.ts'
import { richHeadingWords } from '../../src/ui/text/rich-headings.ts'
import { headingPieces } from '../../src/ui/text/words.ts'

// Runs in workerd: the pieces come from its ICU word segmenter, as the pages' do.
describe('a Chinese heading may break only between words and after punctuation', () => {
  const HEADINGS = ['精准气流，守护每一间实验室', '一个平台，看清整栋实验楼的气流', 'VV-H200 高速文丘里阀', '东南亚首个 BSL-3 实验室项目顺利交付', '获评省级“专精特新”中小企业']

  it.each(HEADINGS)('%s: its pieces put together are the heading', (text) => {
    expect(headingPieces(text, 'zh-CN').join('')).toBe(text)
  })

  it.each([
    ['精准气流，守护每一间实验室', ['守护', '实验室', '每一间', '精准', '气流']],
    ['一个平台，看清整栋实验楼的气流', ['看清', '整栋', '实验楼', '平台']],
    ['VV-H200 高速文丘里阀', ['高速', '文丘里', 'VV-H200']],
  ])('%s: no word is cut (%j)', (text, words) => {
    const pieces = headingPieces(text, 'zh-CN')
    for (const word of words) expect(pieces.some((piece) => piece.includes(word)), word).toBe(true)
  })

  it('a line may start after a comma, never with one, and never end with an opening quote', () => {
    expect(headingPieces('精准气流，守护每一间实验室', 'zh-CN')).toContain('守护每一间实验室')
    expect(headingPieces('精准气流，守护每一间实验室', 'zh-CN').some((piece) => piece.startsWith('，'))).toBe(false)
    expect(headingPieces('获评省级“专精特新”中小企业', 'zh-CN').some((piece) => piece.endsWith('“'))).toBe(false)
  })

  it('it still has places to break: a long heading is not one piece', () => {
    expect(headingPieces('一个平台，看清整栋实验楼的气流', 'zh-CN').length).toBeGreaterThan(2)
  })

  it('Han text and a number or Latin word without a space between stay together', () => {
    expect(headingPieces('突破2500个项目', 'zh-CN').some((piece) => piece.includes('2500个'))).toBe(true)
  })

  it('English is one piece: its spaces are where it breaks', () => {
    expect(headingPieces('Precise airflow for safer laboratories', 'en')).toEqual(['Precise airflow for safer laboratories'])
  })
})

describe('the Chinese headings of rich text break only between words too', () => {
  it('each h2–h4 holds its words in a .words span with <wbr> between them; the rest is untouched', () => {
    const html = sanitizeRichHtml('<h3>技术参数</h3><p>精准气流，守护每一间实验室</p><h2>研发中心 R&amp;D <strong>新</strong>&lt;b&gt;</h2>')
    const out = richHeadingWords(html, 'zh-CN')
    expect(out).toMatch(/^<h3><span class="words">技术<wbr>参数<\/span><\/h3><p>精准气流，守护每一间实验室<\/p><h2><span class="words">[^]*<\/span><\/h2>$/)
    expect(out.replaceAll('<wbr>', '')).toBe(html.replace(/<(h[23])>/g, '<$1><span class="words">').replace(/<\/(h[23])>/g, '</span></$1>'))
    expect(out).toContain('R&amp;D <strong>新</strong>&lt;b&gt;')
  })

  it('English rich text is left as it is', () => {
    const html = sanitizeRichHtml('<h3>Specifications</h3><p>Text</p>')
    expect(richHeadingWords(html, 'en')).toBe(html)
  })
})
