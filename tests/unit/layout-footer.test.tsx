import { beforeAll, describe, expect, it } from 'vitest'
import type { Bundle } from '../../src/content/model/bundle.ts'
import { HONEYPOT_FIELD } from '../../src/content/message.ts'
import { Footer, telHref } from '../../src/ui/layout/Footer.tsx'
import { FOOTER_FORM_SOURCE } from '../../src/ui/layout/settings.ts'
import { demoBundle, fragment, renderLayout, select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

let zh: Bundle
let en: Bundle
beforeAll(async () => {
  await seedContent()
  ;[zh, en] = await Promise.all([demoBundle('zh-CN'), demoBundle('en')])
})

const zhFooter = () => renderLayout(<Footer />, 'zh-CN', '/', zh)
const enFooter = () => renderLayout(<Footer />, 'en', '/en/', en)

describe('the footer: contact details from the site config', () => {
  it('shows the phone (a tel: link), the email (a mailto: link) and the company address', async () => {
    const html = enFooter()
    expect(await select(html, '.site-footer__contact a')).toMatchObject([
      { href: 'tel:+8651265551997', text: '+86 512 6555 1997' },
      { href: 'mailto:info@ventaura.example', text: 'info@ventaura.example' },
    ])
    expect((await select(html, '.site-footer__contact address'))[0]!.text).toBe('88 Wentuo Road, Suzhou Industrial Park, Suzhou, Jiangsu, China')
    expect((await select(zhFooter(), '.site-footer__contact address'))[0]!.text).toBe('江苏省苏州市工业园区文拓路 88 号')
  })

  it('a phone number keeps only digits and the plus in its tel: link', () => {
    expect(telHref('+86 (512) 6555-1997')).toBe('tel:+8651265551997')
  })

  it('links the filing records to their registries', async () => {
    expect(await select(zhFooter(), '.site-footer__filings a')).toMatchObject([
      { href: 'https://beian.miit.gov.cn/', text: '苏ICP备19970001号-1', rel: 'noopener noreferrer' },
      { href: 'https://beian.mps.gov.cn/#/query/webSearch?code=32059002001997', text: '苏公网安备32059002001997号' },
    ])
  })
})

describe('the footer link columns: product, solution, case and news categories, and contact', () => {
  it('has the five columns in order, each titled with a link', async () => {
    const headings = await select(fragment(zhFooter(), 'class="site-footer__columns"', 'nav'), '.site-footer__heading a')
    expect(headings.map((h) => [h.text, h.href])).toEqual([
      ['产品中心', '/product'],
      ['解决方案', '/solution'],
      ['成功案例', '/Case'],
      ['新闻资讯', '/industryTrends/'],
      ['联系我们', '/contact/'],
    ])
  })

  it('lists every category of the bundle in its column, in English under /en', async () => {
    const links = (await select(fragment(enFooter(), 'class="site-footer__columns"', 'nav'), '.site-footer__links a')).map((a) => [a.text, a.href])
    expect(links).toEqual([
      ...en.productCategories.map((c) => [c.categoryName, `/en/productCategory/${c.categoryCode}/`]),
      ...en.solutionCategories.map((c) => [c.categoryName, `/en/SolutionCategory/${c.categoryCode}/`]),
      ...en.exampleCategories.map((c) => [c.categoryName, `/en/Case/${c.categoryCode}`]),
      ...en.newsCategories.map((c) => [c.categoryName, `/en/industryTrends/${c.categoryCode}/`]),
      ['Contact details', '/en/contact/'],
      ['Corporate brochure', '/en/pdf/Corporate_Brochure'],
      ['Downloads', '/en/File'],
    ])
  })
})

describe('the subscription form (spec §5)', () => {
  it.each([
    ['zh-CN', zhFooter, '请输入您的姓名', '请输入您的邮箱', '请输入姓名', '请输入邮箱', '请输入正确邮箱地址', '提交成功', '提交失败'],
    ['en', enFooter, 'Please enter your name', 'Please enter your email', 'Please enter your name', 'Please enter your email', 'Please enter a valid email address', 'Submission Successful', 'Submission Failed'],
  ])('%s: placeholders and every message in the language of the page', async (lang, render, namePh, emailPh, nameReq, emailReq, emailBad, ok, failed) => {
    const html = render()
    const [form] = await select(html, 'form[data-subscribe]')
    expect(form).toMatchObject({
      'data-lang': lang,
      'data-name-required': nameReq,
      'data-email-required': emailReq,
      'data-email-invalid': emailBad,
      'data-success': ok,
      'data-failure': failed,
      method: 'post',
    })
    // Without JavaScript it posts to the page itself (src/ui/pages/form-posts.ts), after the browser's own checks.
    expect(form).not.toHaveProperty('action')
    expect(form).not.toHaveProperty('novalidate')
    expect(await select(html, 'form[data-subscribe] input[type="hidden"]')).toMatchObject([{ name: 'source', value: FOOTER_FORM_SOURCE }])
    expect(await select(html, 'input.subscribe__input')).toMatchObject([
      { name: 'contactPerson', placeholder: namePh, required: '' },
      { name: 'email', type: 'email', placeholder: emailPh, required: '' },
    ])
  })

  it('has a honeypot field named like the server expects, hidden from people and out of the tab order', async () => {
    const html = zhFooter()
    expect(await select(html, `input[name="${HONEYPOT_FIELD}"]`)).toMatchObject([{ tabindex: '-1', autocomplete: 'off' }])
    expect(await select(html, '.subscribe__trap')).toMatchObject([{ 'aria-hidden': 'true' }])
  })
})

describe('the footer says what happens to the data it asks for, and links the privacy notice', () => {
  it.each([
    ['zh-CN', zhFooter, '', '姓名与邮箱仅用于发送资讯，可随时退订。', '隐私说明'],
    ['en', enFooter, '/en', 'Your name and email are used only to send our news; unsubscribe any time.', 'Privacy notice'],
  ])('%s: a line above the subscription’s button, and a link beside the copyright', async (_lang, render, prefix, line, link) => {
    const html = render()
    const [note] = await select(html, 'form[data-subscribe] .subscribe__privacy')
    expect(note?.text).toBe(`${line} ${link}`)
    expect(await select(html, 'form[data-subscribe] .subscribe__privacy a')).toMatchObject([{ href: `${prefix}/privacy`, text: link }])
    expect(await select(html, '.site-footer__bottom a.site-footer__privacy')).toMatchObject([{ href: `${prefix}/privacy`, text: link }])
  })
})
