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

describe('a short Chinese text holds its words in a <k-w>, with <wbr> where a line may break', () => {
  it('a name in a menu link, a caption, a table cell', () => {
    expect(mark('<a href="/x">标准型文丘里阀</a>')).toMatch(/^<a href="\/x"><k-w>标准型<wbr>文丘里阀<\/k-w><\/a>$|^<a href="\/x"><k-w>标准型文丘里阀<\/k-w><\/a>$/)
    expect(mark('<figcaption>（实用新型专利）</figcaption>')).toContain('<k-w>')
    const cell = mark('<td>面风速设定</td>')
    expect(cell.startsWith('<td><k-w>')).toBe(true)
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
      const pieces = mark(html).replace(/^.*?<k-w>|<\/k-w>.*$/g, '').split('<wbr>')
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

describe('running Chinese text breaks as prose does, but never leaves one character alone on its last line', () => {
  it(`a text longer than ${SHORT_TEXT} characters, or a sentence, gets no breaks, and its last word goes whole to the last line`, () => {
    const sentence = '文丘里阀在实验室通风系统中精准控制气流，'
    const prose = `<p>${sentence.repeat(3)}</p>`
    expect(prose.length - 7).toBeGreaterThan(SHORT_TEXT)
    expect(mark(prose)).toBe(`<p>${sentence.repeat(3).slice(0, -3)}<k-w>气流，</k-w></p>`)
    // Its last piece would be 让维护更主动: longer than a last line need be, so the last two characters.
    expect(mark('<p>联网数据让维护更主动。</p>')).toBe('<p>联网数据让维护更<k-w>主动。</k-w></p>')
  })

  it('a last word of three characters stays whole: 实验室 ends a line as 实验室', () => {
    expect(mark('<p>这套系统已经服务了一千多个实验室。</p>')).toContain('<k-w>实验室。</k-w></p>')
  })

  it('text that ends in a number, a Latin word or an English sentence keeps its end as it is', () => {
    for (const html of ['<p>该阀门的风量范围最高可达每小时 17,000 m³/h。</p>', '<p>这一型号为我们今年推出的 VV-S100。</p>']) expect(mark(html)).not.toContain('<k-w>')
  })
})

describe('a lead (data-words) holds its words whatever its length, so a word never breaks in it', () => {
  it('the hero subtitle breaks between 控制 and 精度 at most, never inside a word', () => {
    const lead = '<p class="banner__subtitle" data-words="">为通风柜排风与房间压差控制而设计，风量范围 60–17,000 m³/h，控制精度 ±5%。</p><p>其后的文字，在一个句子里，它不再被标出词的边界，除了最后的一个词。</p>'
    const out = mark(lead)
    expect(out).toMatch(/^<p class="banner__subtitle" data-words=""><k-w>.*<\/k-w><\/p><p>其后/)
    const pieces = out.slice(out.indexOf('<k-w>') + 5, out.indexOf('</k-w>')).split('<wbr>')
    expect(pieces.length).toBeGreaterThan(4)
    for (const word of ['通风柜', '控制', '精度', '设计']) expect(pieces.some((piece) => piece.includes(word)), `${word}: ${pieces.join('|')}`).toBe(true)
    // The running text after the lead is marked at its end only.
    expect(out).toMatch(/<p>其后的文字，[^<]*<k-w>[^<]*词。<\/k-w><\/p>$/)
    expect(unmarked(out)).toBe(lead)
  })

  it('a lead with elements inside it ends where its own element ends', () => {
    const out = mark('<div data-words=""><div>控制精度的要求是读数的五个百分点以内，这一点在每台阀门出厂前都经过标定与检验。</div></div><p>控制精度的要求是读数的五个百分点以内，这一点在每台阀门出厂前都经过标定与检验。</p>')
    expect(out.split('<wbr>').length).toBeGreaterThan(5)
    expect(out).toMatch(/<p>控制精度的要求[^<]*<k-w>[^<]*<\/k-w><\/p>$/)
  })
})

describe('what is left as it is', () => {
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
    expect(out).toContain('<p><k-w>')
  })

  it('an element that has been through the pass (the kept header and footer), its nested namesakes too', () => {
    const passed = '<header class="site-header" data-text-passed=""><header><p>文丘里阀 2 s</p></header><a>阀门</a></header>'
    const out = mark(`${passed}<p>文丘里阀</p><header><p>阀门</p></header>`)
    expect(out.startsWith(passed)).toBe(true)
    expect(out.slice(passed.length)).toBe('<p><k-w>文丘里阀</k-w></p><header><p><k-w>阀门</k-w></p></header>')
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
    '<footer data-text-passed=""><footer><p>文丘里阀</p></footer><p>阀门 2 s</p></footer>' +
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
