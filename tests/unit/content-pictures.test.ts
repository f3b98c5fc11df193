import { describe, expect, it } from 'vitest'
import conceptsFile from '../../content/concepts.json'
import newsFile from '../../content/news.json'
import { validateContentFile } from '../../src/content/schemas/index.ts'

// workerd has no file system: Vite reads the pictures when it transforms this module. Each picture's SVG master
// carries a <title> that says what it shows (scripts/media/sets/), which is what these rules read.
const svgs = import.meta.glob<string>('../../scripts/media/artwork/img/{concepts,news}/*.svg', { query: '?raw', import: 'default', eager: true })

/** The <title> of the picture at a site path such as /img/concepts/craft-tolerance.webp (the title of its master). */
function pictureTitle(path: string): string | undefined {
  const svg = svgs[`../../scripts/media/artwork${path.replace(/\.webp$/, '.svg')}`]
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

describe('a news story shows a picture of its own subject', () => {
  const stories = validateContentFile('news', newsFile).output ?? []
  const minor = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'its', 'our', 'or'])
  /** The words a picture's title is made of: numbers and codes as written (2,500; VV-H200; 3.0). */
  const words = (title: string) => (title.match(/[\p{L}\p{N}](?:[\p{L}\p{N}.,-]*[\p{L}\p{N}])?/gu) ?? []).filter((word) => !minor.has(word.toLowerCase()))

  it('every story has a picture no other story has', () => {
    expect(stories.length).toBeGreaterThan(20)
    expect(new Set(stories.map((story) => story.image)).size).toBe(stories.length)
  })

  it.each(stories.map((story) => [story.title.en, story] as const))('"%s": every word of its picture’s title is found in the story', (_title, story) => {
    const title = pictureTitle(story.image)
    expect(title, story.image).toBeDefined()
    const told = [story.title.en, story.description.en, story.keywords.en, story.details.en].join(' ').toLowerCase()
    expect(words(title!).filter((word) => !told.includes(word.toLowerCase())), `${story.image}: ${title}`).toEqual([])
  })
})
