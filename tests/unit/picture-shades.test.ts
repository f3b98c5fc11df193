import { describe, expect, it } from 'vitest'

// workerd has no file system: Vite reads the files when it transforms this module.
const masters = import.meta.glob<string>('../../scripts/media/artwork/img/**/*.svg', { query: '?raw', import: 'default', eager: true })
const under = (folder: string) => Object.entries(masters).filter(([path]) => path.includes(`/img/${folder}/`))
const shaded = (svg: string) => svg.includes('class="text-shade"')

describe('only pictures with text set over them carry the dark text shade (issue 49)', () => {
  // Shown on cards, under their text, and as share images: a shade there only darkens the picture.
  it.each(['solution-categories', 'case-categories'])('the %s pictures have none', (folder) => {
    expect(under(folder).length).toBeGreaterThan(4)
    expect(under(folder).filter(([, svg]) => shaded(svg)).map(([path]) => path)).toEqual([])
  })

  it('the home banners and the page banners, which hold a title, have one', () => {
    const banners = [...under('banners').filter(([path]) => /banner-\d\.svg$/.test(path)), ...under('page-banners')]
    expect(banners.length).toBeGreaterThan(6)
    expect(banners.filter(([, svg]) => !shaded(svg)).map(([path]) => path)).toEqual([])
  })
})
