import { describe, expect, it } from 'vitest'
import { normalizeSearchQuery, SEARCH_QUERY_MAX } from '../../src/routing/search-query.ts'
import { excerpt } from '../../src/search/excerpt.ts'
import { plainText } from '../../src/search/plain-text.ts'
import { singular } from '../../src/search/terms.ts'
import { queryTerms } from '../../src/search/tokens.ts'

describe('a query is read in one spelling: folded, without control characters, at most 100 characters', () => {
  it('full-width forms fold, white space and control characters become one space, the ends are trimmed', () => {
    expect(normalizeSearchQuery('  ＶＶ－Ｓ１００\u0000\t\n文丘里\u0007阀 ')).toBe('VV-S100 文丘里 阀')
  })
  it.each([
    ['zero-width space', '\u200b'],
    ['zero-width non-joiner', '\u200c'],
    ['zero-width joiner', '\u200d'],
    ['word joiner', '\u2060'],
    ['byte-order mark', '\ufeff'],
    ['soft hyphen', '\u00ad'],
    ['left-to-right mark', '\u200e'],
  ])('a %s inside a word is dropped, not a space: the word stays whole', (_name, invisible) => {
    expect(normalizeSearchQuery(`ven${invisible}turi`)).toBe('venturi')
    expect(normalizeSearchQuery(`文丘里${invisible}阀`)).toBe('文丘里阀')
    expect(normalizeSearchQuery(`${invisible}valve ${invisible}`)).toBe('valve')
  })
  it('letter case is kept', () => {
    expect(normalizeSearchQuery('Venturi')).toBe('Venturi')
  })
  it('a long query is cut at 100 characters, never inside a character', () => {
    expect(normalizeSearchQuery('a'.repeat(5000))).toHaveLength(SEARCH_QUERY_MAX)
    const emoji = normalizeSearchQuery('😀'.repeat(150))
    expect(Array.from(emoji)).toHaveLength(SEARCH_QUERY_MAX)
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/)
  })
  it('nothing, or only spaces, is the empty query', () => {
    expect(normalizeSearchQuery(null)).toBe('')
    expect(normalizeSearchQuery(' \u0007 ')).toBe('')
  })
})

describe('terms: Chinese as overlapping pairs, codes joined, English plurals singular', () => {
  it('a Chinese word of three characters is its two pairs', () => {
    expect(queryTerms('文丘里')).toEqual(['文丘', '丘里'])
  })
  it('a code gives its pieces and the pieces joined', () => {
    expect(queryTerms('VV-S100')).toEqual(['vv', 's100', 'vvs100'])
  })
  it.each([
    ['valves', 'valve'],
    ['laboratories', 'laboratory'],
    ['boxes', 'box'],
    ['glass', 'glass'],
    ['status', 'status'],
    ['s100', 's100'],
  ])('%s is %s', (word, term) => expect(singular(word)).toBe(term))
})

describe('an excerpt is a short stretch around the first match, with its marks moved along', () => {
  const text = `${'word '.repeat(60)}target ${'tail '.repeat(60)}`
  const at = text.indexOf('target')
  it('starts a little before the match, between words, with ellipses where cut', () => {
    const cut = excerpt(text, [[at, at + 6]], 80)
    expect(cut.text.startsWith('…word')).toBe(true)
    expect(cut.text.endsWith('…')).toBe(true)
    const [[start, end]] = cut.marks as [[number, number]]
    expect(cut.text.slice(start, end)).toBe('target')
  })
  it('a short text is kept whole', () => {
    expect(excerpt('short text', [[0, 5]], 80)).toEqual({ text: 'short text', marks: [[0, 5]] })
  })
})

describe('rich text is read as plain text', () => {
  it('tags become spaces and entities their characters', () => {
    expect(plainText('<h3>Data</h3><p>A&amp;B &lt;x&gt;&nbsp;&#26032;</p>')).toBe('Data A&B <x> 新')
  })
})
