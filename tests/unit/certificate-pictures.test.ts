import { describe, expect, it } from 'vitest'
import certificates from '../../content/certificates.json'

// workerd has no file system: Vite reads the masters when it transforms this module.
const masters = import.meta.glob<string>('../../scripts/media/artwork/img/certificates/*.svg', { query: '?raw', import: 'default', eager: true })

/** What a certificate's drawing says it is: its title, `发明专利证书 · Invention patent`. */
function kindOf(image: string): { zh: string; en: string } {
  const master = masters[`../../scripts/media/artwork${image.replace(/\.webp$/, '.svg')}`]
  const title = master?.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
  const [zh = '', en = ''] = title.split(' · ')
  return { zh, en }
}

const items = certificates.flatMap((group) => group.items.map((item) => ({ group: group.code, ...item })))

describe('each certificate picture shows the certificate its caption names (issue 49)', () => {
  it('there are twelve, each drawn from a master of its own', () => {
    expect(items).toHaveLength(12)
    expect(new Set(items.map((item) => item.image)).size).toBe(12)
  })

  it.each(items.map((item) => [item.name['zh-CN'], item] as const))('%s', (_caption, item) => {
    const kind = kindOf(item.image)
    // The drawing's kind, less the word for a certificate, is what the caption says it is.
    expect(item.name['zh-CN']).toContain(kind.zh.replace(/证书$/, ''))
    for (const word of kind.en.toLowerCase().split(/\s+/)) expect(item.name.en.toLowerCase(), `${kind.en} in the English caption`).toContain(word)
    // And the drawing's heading says the same as its title.
    expect(masters[`../../scripts/media/artwork${item.image.replace(/\.webp$/, '.svg')}`]).toContain(`>${kind.zh}</text>`)
  })
})
