import { describe, expect, it } from 'vitest'
import ownPictures from '../../src/media/own-pictures.json'
import { densePath, halfPath, hasHalfFile } from '../../src/media/paths.ts'

// workerd has no file system: Vite reads the files when it transforms this module (each as a data URL, read on demand).
const webpFiles = import.meta.glob<string>('../../public/img/**/*.webp', { query: '?inline', import: 'default' })
const files = new Map(Object.entries(webpFiles).map(([path, load]) => [path.replace('../../public', ''), load]))
const own = Object.entries(ownPictures as Record<string, number>)

/** The width of a WebP file (RIFF header: VP8X canvas, VP8L or VP8 frame). */
async function webpWidth(path: string): Promise<number> {
  const dataUrl = await files.get(path)!()
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1, dataUrl.indexOf(',') + 1 + 64)), (c) => c.charCodeAt(0))
  const chunk = String.fromCharCode(...bytes.slice(12, 16))
  if (chunk === 'VP8X') return 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16))
  if (chunk === 'VP8L') return 1 + (bytes[21]! | ((bytes[22]! & 0x3f) << 8))
  return (bytes[26]! | (bytes[27]! << 8)) & 0x3fff
}

describe('the site\'s own pictures come in two files, the products\' in three, listed with their width (src/media/own-pictures.json)', () => {
  it('lists the pictures make-images renders', () => {
    expect(own.length).toBeGreaterThan(100)
  })

  it.each(own)('%s is %i px wide, its -2x file twice that and a product\'s -half file half', async (path, width) => {
    for (const file of [path, densePath(path)]) expect(files.has(file), file).toBe(true)
    expect(await webpWidth(path)).toBe(width)
    expect(await webpWidth(densePath(path))).toBe(width * 2)
    expect(files.has(halfPath(path)), halfPath(path)).toBe(hasHalfFile(path))
    if (hasHalfFile(path)) expect(await webpWidth(halfPath(path))).toBe(width / 2)
  })

  it('the products\' pictures have -half files', () => {
    expect(own.filter(([path]) => hasHalfFile(path)).length).toBeGreaterThan(10)
  })

  it('every WebP under /img is one of them or its -2x or -half file, but the video\'s poster (one file, make-video.ts)', () => {
    const listed = new Set(own.flatMap(([path]) => [path, densePath(path), ...(hasHalfFile(path) ? [halfPath(path)] : [])]))
    expect([...files.keys()].filter((path) => !listed.has(path))).toEqual(['/img/banners/video-poster.webp'])
  })
})
