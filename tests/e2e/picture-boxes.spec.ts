import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { askForEveryPicture } from './pictures.ts'

/**
 * Pictures of unknown size (issue 33): a CMS's pictures come in any shape, so every picture box has its shape
 * before its file arrives, and keeps it whatever the file's shape; a file that fails leaves the box as it was
 * and nothing in it (no broken-image icon).
 */

test.describe.configure({ timeout: 90_000 })

const PAGES = [
  '/',
  '/en/product',
  '/productCategory/Venturi_valve/',
  '/en/solution',
  '/SolutionCategory/biosafety/',
  '/AccessHcs',
  '/en/concepts',
  '/Case',
  '/industryTrends/',
  '/en/newDetail/1/1790000000000120111',
  '/contact/',
]

/** A picture of a shape no box of the site has: ten times as tall as wide. */
const ODD_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="1000" viewBox="0 0 100 1000"><rect width="100" height="1000" fill="#c0392b"/></svg>'

type Answer = 'held' | 'as it is' | 'odd' | 'failed'

/**
 * Answers every picture the page asks for as `answer` says: never, itself, the odd picture, or 404, in place of
 * what an earlier load of the same page said. A routed request skips the HTTP cache and the held files were never
 * answered, so each load sees its files only as its own answer gives them.
 */
async function answerPictures(page: Page, answer: Answer): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  if (answer === 'as it is') return
  await page.route(
    (url) => !url.pathname.startsWith('/assets/'),
    (route: Route) => {
      if (route.request().resourceType() !== 'image') return route.fallback()
      if (answer === 'odd') return route.fulfill({ contentType: 'image/svg+xml', body: ODD_PICTURE })
      if (answer === 'failed') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' })
      // 'held': the file never comes.
    },
  )
}

interface Box {
  picture: string
  width: number
  height: number
  visibility: string
  failed: boolean
}

/** Every laid-out picture of the page, its box, once the pictures asked for have been answered (lazy ones asked for too). */
async function pictureBoxes(page: Page, path: string, answer: Answer): Promise<Box[]> {
  await answerPictures(page, answer)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await askForEveryPicture(page, { wait: answer !== 'held' })
  return page.evaluate(async () => {
    const pictures = [...document.images].filter((img) => img.getClientRects().length > 0)
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame)
    return pictures.map((img) => {
      const box = img.getBoundingClientRect()
      return {
        picture: `${img.className || img.parentElement?.className || 'img'} ${img.getAttribute('src')}`,
        width: Math.round(box.width),
        height: Math.round(box.height),
        visibility: getComputedStyle(img).visibility,
        failed: img.hasAttribute('data-failed'),
      }
    })
  })
}

/** The boxes that differ between two loads of a page: a picture whose file changes its box moves what follows it. */
function moved(before: Box[], after: Box[]): string[] {
  expect(after.map((box) => box.picture)).toEqual(before.map((box) => box.picture))
  return before.flatMap((box, i) => {
    const other = after[i]!
    return Math.abs(box.width - other.width) > 1 || Math.abs(box.height - other.height) > 1 ? [`${box.picture}: ${box.width}×${box.height} → ${other.width}×${other.height}`] : []
  })
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    // Nothing turns: the product ring's pictures turn with it, and a turned picture's bounding box is wider than
    // its box (CI compared two loads measured at different angles on a busy machine).
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })

    for (const path of PAGES) {
      test(`${path}: every picture box has its shape before its file arrives, whatever the file's shape`, async ({ page }) => {
        // One page, loaded three ways; each load ends the last one's requests still waiting.
        const held = await pictureBoxes(page, path, 'held')
        expect(held.length).toBeGreaterThan(0)
        expect(moved(held, await pictureBoxes(page, path, 'as it is')), 'the site\'s own pictures').toEqual([])
        expect(moved(held, await pictureBoxes(page, path, 'odd')), 'pictures ten times as tall as wide').toEqual([])
      })
    }

    test('a picture whose file fails keeps its box and shows nothing in it', async ({ page, problems }) => {
      const held = await pictureBoxes(page, '/', 'held')
      const failed = await pictureBoxes(page, '/', 'failed')
      expect(moved(held, failed)).toEqual([])
      for (const box of failed) expect([box.picture, box.failed, box.visibility]).toEqual([box.picture, true, 'hidden'])
      // The browser reports each 404 it was given; nothing else may be reported.
      const others = problems.filter((problem) => !/Failed to load resource: the server responded with a status of 404/.test(problem))
      problems.splice(0, problems.length, ...others)
    })
  })
}
