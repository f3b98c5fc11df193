/**
 * The catalogue's compound words (issue 49), learnt from its names: src/content/bundle/catalogue-words.ts. Runs in
 * workerd: the words come from its ICU, as the bundle's do.
 */
import { describe, expect, it } from 'vitest'
import { catalogueWords, CATALOGUE_WORDS_MAX, WORD_CHARACTERS } from '../../src/content/bundle/catalogue-words.ts'

const NAMES = ['VV-B400 生物安全型文丘里阀', '动物生物安全实验室', 'PN-T100 触摸屏房间面板', 'PN-D200 房间压差显示面板', '变风量蝶阀', 'BV-R100 圆形变风量蝶阀', '负压隔离病房']
const CATEGORIES = ['房间面板', '生物安全实验室', '传感器', '科研院所及高校']

describe('the catalogue’s compounds are what its names repeat, and its categories’ names', () => {
  const words = catalogueWords(NAMES, CATEGORIES)

  it('a run of words that recurs in different names is a word: 生物安全', () => {
    expect(words).toContain('生物安全')
  })

  it('not one that begins or ends with a one-character word, which the page keeps with its neighbours anyway', () => {
    // ICU reads 型|文|丘里|阀 and 变|风|量|蝶|阀; a word 型文丘里阀 would tie 生物安全型 to 文丘里阀.
    expect(words).not.toContain('型文丘里阀')
    expect(words.every((word) => !word.startsWith('变风量'))).toBe(true)
  })

  it('a category’s name is a word when it is as short as one (房间面板, 传感器), not when it is a phrase', () => {
    expect(words).toContain('房间面板')
    expect(words).toContain('传感器')
    expect(words).not.toContain('生物安全实验室')
    expect(words).not.toContain('科研院所及高校')
  })

  it('what occurs once is not a word, nor a part of a word that recurs no more often than the word', () => {
    expect(words).not.toContain('负压隔离病房')
    expect(words).not.toContain('隔离病房')
    expect(words.some((word) => word === '生物安' || word === '物安全')).toBe(false)
  })

  it(`every word is ${WORD_CHARACTERS.min} to ${WORD_CHARACTERS.max} Han characters`, () => {
    for (const word of words) expect(word, word).toMatch(new RegExp(`^\\p{Script=Han}{${WORD_CHARACTERS.min},${WORD_CHARACTERS.max}}$`, 'u'))
  })

  it(`a large catalogue gives ${CATALOGUE_WORDS_MAX} words at most, the most used first`, () => {
    const vocabulary = '实验房间面板控制系统压力风量安全生物医疗检测传感智能平台管理节能运行设备技术数据监测环境工程研究科学空气质量标准产品方案服务中心建筑医院药物细胞分子动物隔离病房学校企业城市能源材料电子化工机械仪器软件网络信息安装维护培训'
    const words2 = Array.from({ length: vocabulary.length / 2 }, (_, i) => vocabulary.slice(2 * i, 2 * i + 2))
    const names = words2.flatMap((a, i) => words2.flatMap((b, j) => (i === j ? [] : [0, 1].map((k) => `${a}${b}${words2[(i + j + k) % words2.length]}型${'房间面板'}`))))
    const learnt = catalogueWords(names, [])
    expect(new Set(names.map((name) => name.slice(0, 4))).size).toBeGreaterThan(CATALOGUE_WORDS_MAX)
    expect(learnt.length).toBe(CATALOGUE_WORDS_MAX)
    expect(learnt[0]).toBe('房间面板')
  })
})
