import { describe, expect, it } from 'vitest'
import conceptsFile from '../../content/concepts.json'
import { validateContentFile } from '../../src/content/schemas/index.ts'

// workerd has no file system: Vite reads the pictures when it transforms this module. Each generated SVG
// carries a <title> that says what it shows (scripts/media/sets/), which is what these rules read.
const svgs = import.meta.glob<string>('../../public/img/{concepts,news}/*.svg', { query: '?raw', import: 'default', eager: true })

/** The <title> of the picture at a site path such as /img/concepts/craft-tolerance.svg. */
function pictureTitle(path: string): string | undefined {
  const svg = svgs[`../../public${path}`]
  return svg?.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll('&amp;', '&')
}

describe('a craft card shows the picture of its own figure', () => {
  const items = (validateContentFile('concepts', conceptsFile).output ?? []).flatMap((chapter) => chapter.craftItems ?? [])

  it('there are eight craft cards, each with its own picture', () => {
    expect(items).toHaveLength(8)
    expect(new Set(items.map((item) => item.image)).size).toBe(8)
  })

  it.each(items.map((item) => [item.title.en, item.figure, item.image] as const))('"%s" (%s): its picture’s title names the figure', (_title, figure, image) => {
    expect(pictureTitle(image), image).toContain(figure)
  })
})
