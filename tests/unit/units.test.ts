import { describe, expect, it } from 'vitest'
import { keepUnits } from '../../src/ui/text/units.ts'

const glued = (text: string) => keepUnits(text).replaceAll('\u00a0', '~')

describe('a number stays with its unit, a standard with its number (issue 49)', () => {
  it.each([
    ['Pressure independent from 150 to 2,500 Pa.', 'Pressure independent from 150 to 2,500~Pa.'],
    ['Set points -15 / -30 / -45 Pa for the suites', 'Set points -15~/~-30~/~-45~Pa for the suites'],
    ['A flow of 6,800 m³/h through the hood', 'A flow of 6,800~m³/h through the hood'],
    ['within 0.2 mm of the drawing', 'within 0.2~mm of the drawing'],
    ['certified to ISO 45001 and GB/T 19001', 'certified to ISO~45001 and GB/T~19001'],
    ['EN 14175 fume cupboards', 'EN~14175 fume cupboards'],
    ['±5% over 11 points; response under 1 s', '±5% over 11 points; response under 1~s'],
    ['关键尺寸公差控制在 0.2 mm 以内', '关键尺寸公差控制在 0.2~mm 以内'],
    ['弹簧力偏差（11 点测试）', '弹簧力偏差（11~点测试）'],
    ['全行程 2 秒内完成', '全行程 2~秒内完成'],
  ])('%s', (text, expected) => {
    expect(glued(text)).toBe(expected)
  })

  it.each(['We have 4 R&D centres', 'in 2 months', 'for 5 seconds', 'No numbers here', 'Model VV-S200 m', 'VV-H200 高速文丘里阀', '2026 年实验室通风行业的五个趋势'])('%s is left as it is', (text) => {
    expect(keepUnits(text)).toBe(text)
  })
})
