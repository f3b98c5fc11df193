import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

let nextIp = 1
/** Each test posts from its own address, so the rate limit of one does not touch another. */
const freshIp = () => `198.51.100.${nextIp++}`

const ORIGIN = 'http://site.test'

interface PostOptions {
  ip?: string
  headers?: Record<string, string>
  body?: BodyInit
}

/** A browser's form post to a page of the site (same origin unless the headers say otherwise). */
function post(path: string, fields: Record<string, string>, { ip = freshIp(), headers = {}, body }: PostOptions = {}) {
  return exports.default.fetch(
    new Request(ORIGIN + path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN, 'CF-Connecting-IP': ip, ...headers },
      body: body ?? new URLSearchParams(fields),
    }),
  )
}

interface Row {
  variant: string
  source: string
  language: string
  contactPerson: string
  company: string | null
  contactDetails: string | null
  email: string | null
  content: string
  spam: number
}
const rowsOf = async (contactPerson: string) =>
  (await env.DB.prepare('SELECT * FROM messages WHERE contactPerson = ? ORDER BY id').bind(contactPerson).all<Row>()).results

const enquiry = (contactPerson: string) => ({
  source: 'enquiry-form',
  topic: '',
  contactPerson,
  company: '文拓实验室',
  contactDetails: '138 0000 0000',
  email: '',
  message: '请为 12 间实验室报价。',
  website: '',
})
const subscription = (contactPerson: string) => ({ source: 'footer-subscription', contactPerson, email: 'ada@example.com', website: '' })

describe('a valid form post is stored and answered 303 to the page with the success notice as its fragment', () => {
  it('the enquiry form on /contact/: an enquiry with its content composed in Chinese', async () => {
    const res = await post('/contact/', enquiry('王工 valid'))
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/contact/#enquiry-sent')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await rowsOf('王工 valid')).toEqual([
      expect.objectContaining({
        variant: 'enquiry',
        source: 'enquiry-form',
        language: 'zh-CN',
        company: '文拓实验室',
        contactDetails: '138 0000 0000',
        // The API stores an empty email as none.
        email: null,
        content: '联系人：王工 valid\n公司名称：文拓实验室\n联系电话：138 0000 0000\n邮箱：\n留言内容：请为 12 间实验室报价。',
        spam: 0,
      }),
    ])
  })

  it('control characters and bidirectional overrides are removed before it is stored; a CR LF line break is one newline', async () => {
    const res = await post('/contact/', { ...enquiry('\u202e王工 clean\u0000'), company: '文拓\u0007实验室', message: 'line 1\r\nline 2\u2066' })
    expect(res.status).toBe(303)
    expect(await rowsOf('王工 clean')).toEqual([
      expect.objectContaining({ company: '文拓实验室', content: '联系人：王工 clean\n公司名称：文拓实验室\n联系电话：138 0000 0000\n邮箱：\n留言内容：line 1\nline 2' }),
    ])
  })

  it('on an English page the content is English; a topic leads it; the redirect keeps only the query the page reads', async () => {
    const res = await post('/en/SolutionCategory/biosafety/?id=bsl2-lab&utm_source=mail', { ...enquiry('Ada topic'), topic: 'BSL-2 Laboratories' })
    expect(res.headers.get('Location')).toBe('/en/SolutionCategory/biosafety/?id=bsl2-lab#enquiry-sent')
    const [row] = await rowsOf('Ada topic')
    expect(row).toMatchObject({ language: 'en', content: 'Enquiry about: BSL-2 Laboratories\nContact person: Ada topic\nCompany: 文拓实验室\nPhone: 138 0000 0000\nEmail: \nMessage: 请为 12 间实验室报价。' })
  })

  it('from a product page the topic is the product, labelled as one', async () => {
    const res = await post('/productCategory/Venturi_valve/?id=VV-H200', { ...enquiry('王工 product'), topic: 'VV-H200 高速型文丘里阀', topicKind: 'product' })
    expect(res.headers.get('Location')).toBe('/productCategory/Venturi_valve/?id=VV-H200#enquiry-sent')
    const [row] = await rowsOf('王工 product')
    expect(row?.content.split('\n')[0]).toBe('咨询产品：VV-H200 高速型文丘里阀')
  })

  it('the footer subscription on any page: the footer variant', async () => {
    const res = await post('/en/product', subscription('Ada footer'))
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/en/product#subscribe-sent')
    expect(await rowsOf('Ada footer')).toEqual([
      expect.objectContaining({ variant: 'subscription', source: 'footer-subscription', language: 'en', email: 'ada@example.com', content: 'Name: Ada footer\nEmail: ada@example.com' }),
    ])
  })

  it('a filled honeypot is stored flagged as spam and answered the same', async () => {
    const res = await post('/contact/', { ...enquiry('Bot honeypot'), website: 'https://spam.example' })
    expect(res.status).toBe(303)
    expect(await rowsOf('Bot honeypot')).toEqual([expect.objectContaining({ spam: 1 })])
  })

  it('the page the redirect lands on is the ordinary one, the same for everyone (the notice is shown by :target)', async () => {
    const html = await (await exports.default.fetch(new Request(`${ORIGIN}/contact/`))).text()
    expect(await select(html, '#enquiry-sent')).toMatchObject([{ class: 'form-sent', text: '提交成功' }])
    expect(await select(html, '#subscribe-sent')).toMatchObject([{ text: '提交成功' }])
  })
})

describe('an invalid form post answers 400 with the page again: the input kept, each message, nothing stored', () => {
  it('the enquiry form', async () => {
    const res = await post('/en/contact/', { ...enquiry('  '), company: 'Keep & <this>', message: '' })
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    const inputs = await select(html, 'form[data-enquiry] .field__input')
    expect(inputs.map((i) => [i.name, i.value ?? i.text, i['aria-invalid'] ?? null, 'autofocus' in i])).toEqual([
      ['contactPerson', '  ', 'true', true],
      ['company', 'Keep & <this>', null, false],
      ['contactDetails', '138 0000 0000', null, false],
      ['email', '', null, false],
      ['message', '', 'true', false],
    ])
    expect((await select(html, 'form[data-enquiry] .field__error')).map((e) => e.text)).toEqual(['Please enter the contact person', '', '', '', 'Please enter your message'])
    expect(await select(html, 'form[data-enquiry] [role="status"]')).toMatchObject([{ text: 'Please complete the fields marked in red' }])
    // The footer form is untouched.
    expect(await select(html, 'form[data-subscribe] [role="status"]')).toMatchObject([{ text: '' }])
    expect(await rowsOf('  ')).toEqual([])
  })

  it('the footer subscription, in Chinese', async () => {
    const res = await post('/product', { ...subscription('Li Lei invalid'), email: 'li.lei@example' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(await select(html, 'form[data-subscribe] .subscribe__input')).toMatchObject([
      { name: 'contactPerson', value: 'Li Lei invalid' },
      { name: 'email', value: 'li.lei@example', 'aria-invalid': 'true', autofocus: '' },
    ])
    expect(await select(html, '#subscribe-email-error')).toMatchObject([{ text: '请输入正确邮箱地址' }])
    expect(await select(html, 'form[data-subscribe] [role="status"]')).toMatchObject([{ text: '提交失败' }])
    expect(await rowsOf('Li Lei invalid')).toEqual([])
  })

  it('the answered page is never kept by the page cache: the next visitor gets the empty form', async () => {
    await post('/en/contact/', { ...enquiry('Cache check'), company: '' })
    const html = await (await exports.default.fetch(new Request(`${ORIGIN}/en/contact/`))).text()
    expect(html).not.toContain('Cache check')
    expect(await select(html, 'form[data-enquiry] [aria-invalid]')).toEqual([])
  })
})

describe('posts the worker refuses', () => {
  it.each([
    ['another origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['another site under the same domain', { 'Sec-Fetch-Site': 'same-site' }],
    ['an Origin of another site without Sec-Fetch-Site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': '' }],
  ])('from %s: 403, nothing stored', async (_, headers) => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v))
    const request = new Request(`${ORIGIN}/contact/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshIp(), ...clean },
      body: new URLSearchParams(enquiry('Cross site')),
    })
    const res = await exports.default.fetch(request)
    expect(res.status).toBe(403)
    expect(await res.text()).toMatch(/another site/)
    expect(await rowsOf('Cross site')).toEqual([])
  })

  it('a body of another type: 415', async () => {
    const res = await post('/contact/', {}, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(enquiry('Json')) })
    expect(res.status).toBe(415)
  })

  it('a form that is not ours (unknown source): 400', async () => {
    const res = await post('/contact/', { ...enquiry('Unknown source'), source: 'elsewhere' })
    expect(res.status).toBe(400)
    expect(await rowsOf('Unknown source')).toEqual([])
  })
})

describe('the size limit: a post over it answers 413 with the page and a notice, unread and unstored', () => {
  it('announced by Content-Length', async () => {
    const body = new URLSearchParams({ ...enquiry('Too large declared'), message: 'x'.repeat(100 * 1024) })
    const res = await post('/en/contact/', {}, { body })
    expect(res.status).toBe(413)
    const html = await res.text()
    expect(await select(html, 'form[data-enquiry] [role="status"]')).toMatchObject([{ text: 'What you sent is too long. Please shorten it and try again.' }])
    expect(await rowsOf('Too large declared')).toEqual([])
  })

  it('sent without a length, as a stream', async () => {
    const bytes = new TextEncoder().encode(new URLSearchParams({ ...enquiry('Too large streamed'), message: 'x'.repeat(100 * 1024) }).toString())
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192))
        controller.close()
      },
    })
    const res = await post('/contact/', {}, { body: stream })
    expect(res.status).toBe(413)
    expect(await rowsOf('Too large streamed')).toEqual([])
  })

  it('the limit is on the text: Chinese that percent-encoding spends nine bytes a character on still fits', async () => {
    const longest = { ...enquiry('Long Chinese'), company: '实'.repeat(200), contactDetails: '验'.repeat(200), message: '室'.repeat(3500) }
    expect(new URLSearchParams(longest).toString().length).toBeGreaterThan(32 * 1024)
    expect((await post('/contact/', longest)).status).toBe(303)
    // 40 KB of plain letters: small when encoded, over the limit as text.
    const over = await post('/contact/', { ...enquiry('Over text limit'), message: 'x'.repeat(40 * 1024) })
    expect(over.status).toBe(413)
    expect(await rowsOf('Over text limit')).toEqual([])
  })
})

describe('past the rate limit a post answers 429 with Retry-After and the page, the input kept', () => {
  it('the sixth message within a minute from one client', async () => {
    const ip = freshIp()
    for (let i = 1; i <= 5; i++) expect((await post('/en/contact/', enquiry(`Rate ${i}`), { ip })).status).toBe(303)
    const res = await post('/en/contact/', enquiry('Rate 6'), { ip })
    expect(res.status).toBe(429)
    const seconds = Number(res.headers.get('Retry-After'))
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(60)
    const html = await res.text()
    expect(await select(html, 'form[data-enquiry] [role="status"]')).toMatchObject([{ text: `Too many submissions. Please try again in ${seconds} seconds.` }])
    expect(await select(html, '#enquiry-contactPerson')).toMatchObject([{ value: 'Rate 6' }])
    expect(await rowsOf('Rate 6')).toEqual([])
  })
})
