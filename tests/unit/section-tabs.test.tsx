import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { currentSection, readingLine } from '../../src/client/sections/current-section.ts'
import { translator } from '../../src/ui/i18n/index.ts'
import { PageContext } from '../../src/ui/render/page-context.tsx'
import { SectionTabs } from '../../src/ui/sections/SectionTabs.tsx'
import { select } from './layout-html.tsx'

const render = (node: React.ReactNode, lang: 'zh-CN' | 'en' = 'en') =>
  renderToString(<PageContext.Provider value={{ lang, t: translator(lang), pathWithQuery: '/' }}>{node}</PageContext.Provider>)

describe('the section tabs are a named bar of real links to the sections', () => {
  it('one link per section, to its fragment, in the given order, none marked before the script runs', async () => {
    const html = render(
      <SectionTabs
        sections={[
          { id: 'anchor1', label: 'About' },
          { id: 'anchor6', label: 'History' },
        ]}
      />,
    )
    expect(await select(html, 'nav[data-section-tabs]')).toMatchObject([{ 'aria-label': 'On this page' }])
    expect((await select(html, 'nav a')).map(({ href, text }) => ({ href, text }))).toEqual([
      { href: '#anchor1', text: 'About' },
      { href: '#anchor6', text: 'History' },
    ])
    expect(html).not.toContain('aria-current')
  })

  it('takes its accessible name from the page when given, in the page language otherwise', async () => {
    expect(await select(render(<SectionTabs sections={[]} label="Chapters" />), 'nav')).toMatchObject([{ 'aria-label': 'Chapters' }])
    expect(await select(render(<SectionTabs sections={[]} />, 'zh-CN'), 'nav')).toMatchObject([{ 'aria-label': '本页导航' }])
  })

  it('an id with characters a fragment cannot hold is encoded', async () => {
    expect(await select(render(<SectionTabs sections={[{ id: 'anchor a&b', label: 'X' }]} />), 'nav a')).toMatchObject([{ href: '#anchor%20a%26b' }])
  })
})

describe('the tab of the section in view is the last section whose top has passed the reading line', () => {
  const view = { line: 200, height: 800, atBottom: false }

  it('none while the first section is still below the line (the banner is in view)', () => {
    expect(currentSection([300, 900, 1500], view)).toBe(-1)
  })

  it('a section counts from the moment its top reaches the line until the next one does', () => {
    expect(currentSection([200, 900, 1500], view)).toBe(0)
    expect(currentSection([-600, 201, 900], view)).toBe(0)
    expect(currentSection([-600, 200, 900], view)).toBe(1)
    expect(currentSection([-2000, -1200, -100], view)).toBe(2)
  })

  it('at the bottom of the page the last section whose top is on screen counts, though it never reaches the line', () => {
    expect(currentSection([-2000, -100, 500], { ...view, atBottom: true })).toBe(2)
    expect(currentSection([-2000, -100, 500, 900], { ...view, atBottom: true })).toBe(2)
    expect(currentSection([-2000, -100, 500], view)).toBe(1)
  })

  it('the reading line is a quarter of the way down below the sticky bars, so a tab target landing at the bars counts', () => {
    expect(readingLine(120, 920)).toBe(320)
    expect(readingLine(120, 920)).toBeGreaterThan(120)
    expect(readingLine(500, 400)).toBe(501)
  })
})
