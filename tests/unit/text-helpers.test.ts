import { describe, expect, it } from 'vitest'
import { FEATURE_VALUE_CHARS, featureValue } from '../../src/ui/text/feature-value.ts'
import { tagList } from '../../src/ui/text/tags.ts'
import { formatNumber } from '../../src/ui/text/numbers.ts'

describe('tags are a comma-separated string shown as separate tags', () => {
  it('split on ASCII and full-width commas, trimmed, without blanks or repeats', () => {
    expect(tagList('Fast actuator, VAV,,Fume hoods,VAV ')).toEqual(['Fast actuator', 'VAV', 'Fume hoods'])
    expect(tagList('耐腐蚀，PFA 涂层、酸碱排风')).toEqual(['耐腐蚀', 'PFA 涂层', '酸碱排风'])
    expect(tagList('')).toEqual([])
  })
})

describe('a feature value shows at most 50 characters (spec §9), the whole value in its tooltip', () => {
  it('a value within the limit is shown whole, without a tooltip', () => {
    expect(FEATURE_VALUE_CHARS).toBe(50)
    expect(featureValue('±5% of reading')).toEqual({ text: '±5% of reading', title: undefined })
    expect(featureValue('x'.repeat(50))).toEqual({ text: 'x'.repeat(50), title: undefined })
  })
  it('a longer value is cut with an ellipsis and keeps its whole text as the title', () => {
    const long = '风'.repeat(51)
    expect(featureValue(long)).toEqual({ text: `${'风'.repeat(50)}…`, title: long })
  })
})

describe('a count is grouped in thousands in either language', () => {
  it('6617 is 6,617; 1200 is 1,200; 80 stays 80', () => {
    expect(formatNumber(6617, 'en')).toBe('6,617')
    expect(formatNumber(6617, 'zh-CN')).toBe('6,617')
    expect(formatNumber(1200, 'en')).toBe('1,200')
    expect(formatNumber(80, 'zh-CN')).toBe('80')
  })
})
