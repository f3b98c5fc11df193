/**
 * Chinese short texts break only between words wherever a component puts them (issue 35): the pass over a
 * Chinese page's HTML (src/ui/render/text-pass.ts). Runs in workerd: the words come from its ICU.
 */
import { describe, expect, it } from 'vitest'
import { sanitizeRichHtml } from '../../src/content/sanitize/rich-html.ts'
import { TextPass, markText, SHORT_TEXT } from '../../src/ui/render/text-pass.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

const mark = (html: string) => markText(html, 'zh-CN')
const unmarked = withoutWordMarks

describe('a short Chinese text holds its words in a .words span, with <wbr> where a line may break', () => {
  it('a name in a menu link, a caption, a table cell', () => {
    expect(mark('<a href="/x">标准型文丘里阀</a>')).toMatch(/^<a href="\/x"><span class="words">标准型<wbr>文丘里阀<\/span><\/a>$|^<a href="\/x"><span class="words">标准型文丘里阀<\/span><\/a>$/)
    expect(mark('<figcaption>（实用新型专利）</figcaption>')).toContain('<span class="words">')
    const cell = mark('<td>面风速设定</td>')
    expect(cell.startsWith('<td><span class="words">')).toBe(true)
    // Nothing is added but the span and the breaks: the text reads as it did.
    expect(unmarked(cell)).toBe('<td>面风速设定</td>')
  })

  it('no break is put inside a word: 文丘里, 实验室, 专利 stay whole', () => {
    for (const [html, word] of [
      ['<h3>生物安全型文丘里阀</h3>', '文丘里'],
      ['<h3>两种变风量末端的比较</h3>', '比较'],
      ['<p>（发明专利）</p>', '专利'],
      ['<span>通风柜视窗开始</span>', '视窗'],
    ] as const) {
      const pieces = mark(html).replace(/^.*?<span class="words">|<\/span>.*$/g, '').split('<wbr>')
      expect(pieces.some((piece) => piece.includes(word)), `${html}: ${pieces.join('|')}`).toBe(true)
    }
  })

  it('an entity stays whole, and a text of other scripts is left as it is', () => {
    const out = mark('<h2>研发中心 R&amp;D 与&lt;测试&gt;</h2><p>VV-H200</p><p>   </p>')
    expect(unmarked(out)).toBe('<h2>研发中心 R&amp;D 与&lt;测试&gt;</h2><p>VV-H200</p><p>   </p>')
    expect(out).toContain('&amp;')
    expect(out).toContain('<p>VV-H200</p>')
  })
})

describe('what is not a short Chinese text is left as it is', () => {
  it(`running text (longer than ${SHORT_TEXT} characters, or a sentence) breaks as Chinese prose does`, () => {
    const prose = `<p>${'文丘里阀在实验室通风系统中精准控制气流，'.repeat(3)}</p>`
    expect(prose.length - 7).toBeGreaterThan(SHORT_TEXT)
    expect(mark(prose)).toBe(prose)
    expect(mark('<p>联网数据让维护更主动。</p>')).toBe('<p>联网数据让维护更主动。</p>')
  })

  it('attributes, comments, the head’s title, scripts, styles, text areas, options and SVG', () => {
    const html =
      '<html lang="zh-CN"><head><title>文丘里阀</title><style>.a::after{content:"阀门"}</style>' +
      '<script type="application/ld+json">{"name":"文丘里阀","x":"<b>阀门</b>"}</script></head>' +
      '<body><img alt="文丘里阀" src="/a.svg"/><!-- 文丘里阀 --><textarea>文丘里阀</textarea>' +
      '<select><option value="1">文丘里阀</option></select><svg><text>文丘里阀</text><g><text>阀门</text></g></svg></body></html>'
    expect(mark(html)).toBe(html)
  })

  it('an island, whose HTML React hydrates, however deep its own elements nest', () => {
    const island = '<div class="island" data-island="SelectionList" data-island-id="i0-"><div><div>文丘里阀</div></div><button>上一页</button></div>'
    const html = `${island}<p>文丘里阀</p>`
    const out = mark(html)
    expect(out.startsWith(island)).toBe(true)
    expect(out).toContain('<p><span class="words">')
  })

  it('an English page as a whole: no word marks', () => {
    const html = '<p>文丘里阀</p>'
    expect(markText(html, 'en')).toBe(html)
  })

  it('numbers keep their units on pages of both languages, in text only (issue 49)', () => {
    const html = '<p title="2,500 Pa">Up to 2,500 Pa, ISO 45001</p><script>var a = "2 s"</script>'
    expect(markText(html, 'en')).toBe('<p title="2,500 Pa">Up to 2,500\u00a0Pa, ISO\u00a045001</p><script>var a = "2 s"</script>')
    expect(markText('<p>全行程 2 秒内完成</p>', 'zh-CN')).toContain('2\u00a0秒')
  })
})

describe('a streamed page gets the same marks however its pieces are cut', () => {
  const page =
    '<!DOCTYPE html><html lang="zh-CN"><head><title>产品中心</title><script>var a = "<p>阀门</p>";</script></head><body>' +
    '<nav><a href="/p">标准型文丘里阀</a><a href="/q">生物安全型文丘里阀</a></nav>' +
    '<div class="island" data-island="SelectionList"><div>文丘里阀</div></div>' +
    sanitizeRichHtml('<h3>技术参数</h3><table><tr><td>控制精度</td><td>±5%</td></tr></table>') +
    '<!--$--><p>压差控制实践</p><!--/$--></body></html>'

  it('cut at every place, in two pieces', () => {
    const whole = mark(page)
    for (let cut = 1; cut < page.length; cut++) {
      const pass = new TextPass('zh-CN')
      expect(pass.push(page.slice(0, cut)) + pass.push(page.slice(cut)) + pass.end(), `cut at ${cut}`).toBe(whole)
    }
  })

  it('cut into pieces of one character', () => {
    const pass = new TextPass('zh-CN')
    expect([...page].map((c) => pass.push(c)).join('') + pass.end()).toBe(mark(page))
  })
})
