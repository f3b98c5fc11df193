import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { Footer } from '../../src/ui/layout/Footer.tsx'
import { markText } from '../../src/ui/render/text-pass.ts'
import { lexiconOf } from '../../src/ui/text/words.ts'
import { Header } from '../../src/ui/layout/Header.tsx'
import { demoBundle, fragment, renderLayout } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const asOperator = { Authorization: 'Bearer test-ops-token' }
const page = async (path: string) => (await exports.default.fetch(new Request(`http://site.test${path}`, { headers: asOperator }))).text()
/** The part, without the mark that its words were marked once, when it was kept (text-pass.ts). */
const kept = (part: string) => part.replace(/^(<[a-z]+ class="[^"]*") data-text-passed=""/, '$1')
const headerOf = (html: string) => kept(fragment(html, 'class="site-header"', 'header'))
const footerOf = (html: string) => kept(fragment(html, 'class="site-footer"', 'footer'))

describe('the header and footer are rendered once and reused, exactly as they would render for each page', () => {
  it.each([
    ['/en/product', 'en'],
    ['/productCategory/Venturi_valve/?id=VV-H200', 'zh-CN'],
    ['/en/industryTrends/?page=2&size=20', 'en'],
    ['/contact/', 'zh-CN'],
  ] as const)('%s: the same header and footer as a fresh render of them for that page', async (path, lang) => {
    const html = await page(path)
    const bundle = await demoBundle(lang)
    // A render on its own starts with React's preload of the logo, which the page's head would hold; the page's
    // words are marked on the way out (with the catalogue's own), the fresh render's here.
    const alone = (node: React.ReactNode) => markText(renderLayout(node, lang, path, bundle).replace(/^(<link [^>]*\/>)+/, ''), lang, lexiconOf(bundle.words))
    expect(headerOf(html)).toBe(alone(<Header />))
    expect(footerOf(html)).toBe(alone(<Footer />))
  })

  it('their words are marked once, as they are kept: the page’s pass copies them as they are', async () => {
    const html = await page('/productCategory/Venturi_valve/')
    expect(html).toContain('<header class="site-header" data-text-passed="">')
    expect(html).toContain('<footer class="site-footer" data-text-passed="">')
    // Marked once: a kept word holds no second <k-w> inside it.
    expect(html).not.toContain('<k-w><k-w>')
    expect(headerOf(html)).toContain('<k-w>')
  })

  it('the language links point at each page itself, query included and escaped', async () => {
    const html = await page('/en/industryTrends/?page=2&size=20')
    expect(headerOf(html)).toContain('href="/industryTrends/?page=2&amp;size=20"')
    expect(headerOf(html)).toContain('href="/en/industryTrends/?page=2&amp;size=20"')
    const other = await page('/en/industryTrends/')
    expect(headerOf(other)).toContain('href="/industryTrends/"')
    expect(headerOf(other)).not.toContain('page=2')
  })

  it('each page marks its own section', async () => {
    expect(headerOf(await page('/en/solution'))).toMatch(/<a class="site-nav__link" href="\/en\/solution" aria-current="page">/)
    expect(headerOf(await page('/en/product'))).toMatch(/<a class="site-nav__link" href="\/en\/product" aria-current="page">/)
    expect(headerOf(await page('/en/File'))).not.toContain('aria-current="page"')
  })
})
