/**
 * The demo content N times over, for measuring the site with a catalogue of a real maker's size (issue 34):
 * every product, solution, news article, partner and case picture N times, each copy an ordinary entry with
 * ids, codes and references of its own (a copied solution uses the copies of its products), so the seed's
 * schemas and reference checks pass. The categories, the company pages and the settings stay as they are, and
 * only the demo's own products are top or matrix products. Copies reuse the demo's pictures.
 */

type Json = Record<string, unknown>
type Localized = { 'zh-CN': string; en: string }

/** Ids are `179` + four zeros + type and number (content/README.md): a copy puts its number in those zeros. */
export function copyId(id: string, copy: number): string {
  if (id.slice(3, 7) !== '0000') throw new Error(`an id without room for a copy number: ${id}`)
  return `${id.slice(0, 3)}${String(copy).padStart(4, '0')}${id.slice(7)}`
}

const copyCode = (code: string, copy: number) => `${code}-${copy + 1}`
const copyText = (text: Localized, copy: number): Localized => ({ 'zh-CN': `${text['zh-CN']} ${copy + 1}`, en: `${text.en} ${copy + 1}` })

/** `iso` moved `days` earlier, in its own offset: copies of news are older than the demo's own. */
function earlier(iso: string, days: number): string {
  const offset = iso.slice(19)
  const moved = new Date(Date.parse(iso) - days * 86_400_000)
  const minutes = offset === 'Z' ? 0 : (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)))
  const local = new Date(moved.getTime() + minutes * 60_000).toISOString().slice(0, 19)
  return `${local}${offset}`
}

const copies: Record<string, (item: Json, copy: number) => Json> = {
  'products.json': (p, k) => ({
    ...p,
    id: copyId(p.id as string, k),
    productCode: copyCode(p.productCode as string, k),
    productName: copyText(p.productName as Localized, k),
    isTop: false,
    isMatrix: false,
    sort: (p.sort as number) + 100 * k,
    caseImages: (p.caseImages as Json[]).map((image) => ({ ...image, id: copyId(image.id as string, k) })),
  }),
  'solutions.json': (s, k) => ({
    ...s,
    id: copyId(s.id as string, k),
    solutionCode: copyCode(s.solutionCode as string, k),
    solutionName: copyText(s.solutionName as Localized, k),
    sort: (s.sort as number) + 100 * k,
    products: (s.products as Json[]).map((used) => ({ ...used, id: copyId(used.id as string, k), productId: copyId(used.productId as string, k) })),
  }),
  'news.json': (n, k) => ({
    ...n,
    id: copyId(n.id as string, k),
    newsCode: copyCode(n.newsCode as string, k),
    title: copyText(n.title as Localized, k),
    createTime: earlier(n.createTime as string, 30 * k),
  }),
  'partners.json': (p, k) => ({ ...p, id: copyId(p.id as string, k), partnerName: copyText(p.partnerName as Localized, k), sort: (p.sort as number) + 1000 * k }),
}

/** The demo's case pictures of a category N times over. */
function scaledCaseCategory(category: Json, times: number): Json {
  const images = category.images as Json[]
  return { ...category, images: Array.from({ length: times }, (_, k) => images.map((image) => (k === 0 ? image : { ...image, id: copyId(image.id as string, k), sort: (image.sort as number) + 100 * k }))).flat() }
}

/** A reader of the content files (as scripts/seed.ts reads them) that gives the growing lists `times` over. */
export function scaledReader(read: (file: string) => unknown, times: number): (file: string) => unknown {
  if (!Number.isInteger(times) || times < 1 || times > 999) throw new Error(`--times takes a whole number from 1 to 999, not ${times}`)
  return (file) => {
    const data = read(file)
    if (times === 1 || !Array.isArray(data)) return data
    if (file === 'case-categories.json') return (data as Json[]).map((category) => scaledCaseCategory(category, times))
    const copy = copies[file]
    if (!copy) return data
    return Array.from({ length: times }, (_, k) => (k === 0 ? (data as Json[]) : (data as Json[]).map((item) => copy(item, k)))).flat()
  }
}
