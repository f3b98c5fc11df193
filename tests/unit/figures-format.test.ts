import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatFigure } from '../../src/ui/text/figures.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const figuresOf = async (path: string) => {
  const html = await (await exports.default.fetch(new Request(`http://site.test${path}`))).text()
  return [...html.matchAll(/class="(?:figures__number|craft-item__figure)">([^<]+)</g)].map((m) => m[1]!)
}

describe('a headline figure has its thousands grouped, as the running text writes numbers', () => {
  it.each([
    ['10000+', '10,000+'],
    ['15000+', '15,000+'],
    ['2500+', '2,500+'],
    ['1400+', '1,400+'],
    ['5000', '5,000'],
    ['1000000+', '1,000,000+'],
    ['1,000,000+', '1,000,000+'],
    ['60–17,000', '60–17,000'],
    ['60–17000', '60–17,000'],
    ['150–750', '150–750'],
    ['20:1–12.5:1', '20:1–12.5:1'],
    ['0.2 mm', '0.2 mm'],
    ['30%+', '30%+'],
    ['±5%', '±5%'],
  ])('%s reads %s', (value, shown) => {
    expect(formatFigure(value)).toBe(shown)
  })
  it('a year stays a year', () => {
    expect(formatFigure('1997')).toBe('1997')
    expect(formatFigure('2024')).toBe('2024')
  })
})

describe('the pages write every figure one way (issue 35)', () => {
  for (const path of ['/en/AccessHcs', '/en/concepts', '/AccessHcs', '/concepts']) {
    it(`${path}: no count of four digits or more without its commas`, async () => {
      const figures = await figuresOf(path)
      expect(figures.length).toBeGreaterThan(3)
      expect(figures.filter((figure) => /\d{4,}/.test(figure) && figure !== '1997')).toEqual([])
    })
  }
})
