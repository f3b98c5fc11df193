import { describe, expect, it } from 'vitest'
import { headingPieces, Lexicon, lexiconOf } from '../../src/ui/text/words.ts'

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

  it('a conjunction or preposition may start a line and a particle end one: they are words of their own', () => {
    expect(headingPieces('病房门口与护士站同步', 'zh-CN').some((piece) => piece.startsWith('与'))).toBe(true)
    expect(headingPieces('一台阀覆盖从值班到满负荷的全部工况', 'zh-CN').some((piece) => piece.endsWith('的'))).toBe(true)
    // Even after a one-character word: workerd's ICU reads 实验|室|分|区|与|压|差|控制.
    expect(headingPieces('PCR 实验室分区与压差控制实践', 'zh-CN').some((piece) => piece.startsWith('与'))).toBe(true)
    // Still never beside another one-character word: 阀 stays with its name.
    expect(headingPieces('耐腐蚀文丘里阀', 'zh-CN').some((piece) => piece.endsWith('文丘里阀'))).toBe(true)
  })

  it('English is one piece: its spaces are where it breaks', () => {
    expect(headingPieces('Precise airflow for safer laboratories', 'en')).toEqual(['Precise airflow for safer laboratories'])
  })
})

describe('the catalogue’s compound words are never broken, whatever ICU makes of them', () => {
  const lexicon = new Lexicon(['生物安全', '房间面板'])

  it('ICU alone cuts 生物|安全 and 房间|面板; with the catalogue’s words they stay whole', () => {
    expect(headingPieces('动物生物安全实验室', 'zh-CN')).toContain('安全')
    expect(headingPieces('动物生物安全实验室', 'zh-CN', lexicon).some((piece) => piece.includes('生物安全'))).toBe(true)
    expect(headingPieces('房间面板与传感器', 'zh-CN', lexicon).some((piece) => piece.includes('房间面板'))).toBe(true)
    expect(headingPieces('房间面板与传感器', 'zh-CN', lexicon).join('')).toBe('房间面板与传感器')
  })

  it('a heading still breaks between its words around a compound', () => {
    expect(headingPieces('动物生物安全实验室', 'zh-CN', lexicon).length).toBeGreaterThan(1)
  })

  it('the pieces of one text under two lexicons are kept apart', () => {
    expect(headingPieces('房间面板与传感器', 'zh-CN').some((piece) => piece.includes('房间面板'))).toBe(false)
    expect(headingPieces('房间面板与传感器', 'zh-CN', lexiconOf(['房间面板'])).some((piece) => piece.includes('房间面板'))).toBe(true)
  })
})

describe('a heading never ends on a line of one Han character', () => {
  it.each(['东南亚首个实验室项目顺利交付，进入生物安全领域', '你的实验室需要多少个压力设定吗？', '节能与安全兼得'])('%s: its last piece holds two Han characters at least', (text) => {
    const last = headingPieces(text, 'zh-CN').at(-1)!
    expect(Array.from(last).filter((character) => /\p{Script=Han}/u.test(character)).length, last).toBeGreaterThan(1)
  })
})
