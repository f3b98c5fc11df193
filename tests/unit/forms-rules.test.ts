import { describe, expect, it } from 'vitest'
import { retryAfterSeconds } from '../../src/client/forms/enquiry.ts'
import { parseMessage } from '../../src/content/message.ts'
import { isCrossSitePost } from '../../src/forms/cross-site.ts'
import { ENQUIRY_MAX_LENGTH, enquiryMessage, parseEnquiry } from '../../src/forms/enquiry.ts'
import { maxLengthOf } from '../../src/forms/problems.ts'
import { parseSubscription, SUBSCRIPTION_MAX_LENGTH, subscriptionMessage } from '../../src/forms/subscription.ts'
import { translator } from '../../src/ui/i18n/index.ts'
import { enquiryLabels } from '../../src/ui/forms/enquiry-labels.ts'

const filled = { contactPerson: '王工', company: '文拓实验室', contactDetails: '138 0000 0000', email: '', message: '请报价。', topic: '' }

describe('the enquiry form: contact person, company, phone and message are required; email is optional, an address when given', () => {
  it('a filled form passes, its values trimmed', () => {
    expect(parseEnquiry({ ...filled, contactPerson: '  王工 ', email: ' wang@example.cn ' })).toEqual({
      success: true,
      output: { ...filled, email: 'wang@example.cn', topicKind: 'solution' },
    })
  })

  it('an empty or blank required field is "required"; the email may stay empty', () => {
    expect(parseEnquiry({ contactPerson: ' ', company: '', contactDetails: '\n', email: ' ', message: '' })).toEqual({
      success: false,
      problems: { contactPerson: 'required', company: 'required', contactDetails: 'required', message: 'required' },
    })
    expect(parseEnquiry({ ...filled, email: '' }).success).toBe(true)
  })

  it('an email that is given must be an address, as the footer form’s (issue 35): else "invalid"', () => {
    for (const email of ['not-an-email', 'someone@example', 'some one@example.com', 'a@b.c']) {
      expect(parseEnquiry({ ...filled, email }), email).toEqual({ success: false, problems: { email: 'invalid' } })
    }
    expect(parseEnquiry({ ...filled, email: 'li.lei@lab.example.cn' }).success).toBe(true)
  })

  it('a field over the API limit is "tooLong": 200 characters for names and details, 3500 for the message', () => {
    expect(ENQUIRY_MAX_LENGTH).toEqual({ contactPerson: 200, company: 200, contactDetails: 200, email: 200, message: 3500 })
    expect(parseEnquiry({ ...filled, company: 'x'.repeat(200), message: 'y'.repeat(3500) }).success).toBe(true)
    expect(parseEnquiry({ ...filled, company: 'x'.repeat(201), message: 'y'.repeat(3501) })).toEqual({ success: false, problems: { company: 'tooLong', message: 'tooLong' } })
  })

  it('the limits count characters, as the API does: 200 emoji fit, 201 are "tooLong"', () => {
    expect(parseEnquiry({ ...filled, company: '😀'.repeat(200), message: '😀'.repeat(3500) }).success).toBe(true)
    expect(parseEnquiry({ ...filled, company: '😀'.repeat(201), message: '😀'.repeat(3501) })).toEqual({ success: false, problems: { company: 'tooLong', message: 'tooLong' } })
  })

  it('a field of characters that show nothing (zero-width, soft hyphen) is "required", as a blank one', () => {
    expect(parseEnquiry({ ...filled, company: '\u200b\u200b', contactPerson: '\u00ad' })).toEqual({ success: false, problems: { contactPerson: 'required', company: 'required' } })
    expect(parseSubscription({ contactPerson: '\u2060', email: 'ada@example.com' })).toEqual({ success: false, problems: { contactPerson: 'nameRequired' } })
  })
})

describe("the enquiry's message is spec §7's enquiry variant, its content composed in the visitor's language", () => {
  it('zh-CN: the fields as they are, and a block of labelled lines', () => {
    const parsed = parseEnquiry({ ...filled, email: 'wang@example.cn' })
    if (!parsed.success) throw new Error('expected a valid form')
    expect(enquiryMessage(parsed.output, enquiryLabels(translator('zh-CN')), 'enquiry-form')).toEqual({
      source: 'enquiry-form',
      company: '文拓实验室',
      contactPerson: '王工',
      contactDetails: '138 0000 0000',
      email: 'wang@example.cn',
      content: '联系人：王工\n公司名称：文拓实验室\n联系电话：138 0000 0000\n邮箱：wang@example.cn\n留言内容：请报价。',
    })
  })

  it('en, with a topic: the topic is the first line', () => {
    const parsed = parseEnquiry({ ...filled, contactPerson: 'Ada', company: 'Lab', message: 'A quote, please.', topic: 'PCR Laboratories' })
    if (!parsed.success) throw new Error('expected a valid form')
    expect(enquiryMessage(parsed.output, enquiryLabels(translator('en')), 'enquiry-form').content).toBe(
      'Enquiry about: PCR Laboratories\nContact person: Ada\nCompany: Lab\nPhone: 138 0000 0000\nEmail: \nMessage: A quote, please.',
    )
  })

  it('a product topic is labelled as one; a topic kind the form does not have reads as a solution', () => {
    const product = parseEnquiry({ ...filled, topic: 'VV-S100 标准型文丘里阀', topicKind: 'product' })
    const tampered = parseEnquiry({ ...filled, topic: 'BSL-3', topicKind: '<script>' })
    if (!product.success || !tampered.success) throw new Error('expected valid forms')
    expect(enquiryMessage(product.output, enquiryLabels(translator('zh-CN')), 'enquiry-form').content.split('\n')[0]).toBe('咨询产品：VV-S100 标准型文丘里阀')
    expect(enquiryMessage(product.output, enquiryLabels(translator('en')), 'enquiry-form').content.split('\n')[0]).toBe('Enquiry about: VV-S100 标准型文丘里阀')
    expect(enquiryMessage(tampered.output, enquiryLabels(translator('zh-CN')), 'enquiry-form').content.split('\n')[0]).toBe('咨询方案：BSL-3')
  })

  it('the longest form the rules allow still fits the API (content within 5000 characters) in both languages', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const longest = { contactPerson: 'a'.repeat(200), company: 'b'.repeat(200), contactDetails: 'c'.repeat(200), email: `${'d'.repeat(188)}@example.com`, message: 'e'.repeat(3500), topic: 'f'.repeat(200) }
      const parsed = parseEnquiry(longest)
      if (!parsed.success) throw new Error('expected a valid form')
      const checked = parseMessage({ ...enquiryMessage(parsed.output, enquiryLabels(translator(lang)), 'enquiry-form'), website: '' })
      expect(checked.success, lang).toBe(true)
    }
  })
})

describe('the subscription form: name required, email required and well-formed (spec §5)', () => {
  it.each([
    [{ contactPerson: '', email: '' }, { contactPerson: 'nameRequired', email: 'emailRequired' }],
    [{ contactPerson: '   ', email: 'someone' }, { contactPerson: 'nameRequired', email: 'emailInvalid' }],
    [{ contactPerson: 'Li Lei', email: 'someone@example' }, { email: 'emailInvalid' }],
    [{ contactPerson: 'Li Lei', email: 'someone@example.c' }, { email: 'emailInvalid' }],
    [{ contactPerson: 'Li Lei', email: 'some one@example.com' }, { email: 'emailInvalid' }],
    [{ contactPerson: 'Li Lei', email: `${'x'.repeat(200)}@example.com` }, { email: 'emailInvalid' }],
  ])('%j → %j', (input, problems) => {
    expect(parseSubscription(input)).toEqual({ success: false, problems })
  })

  it('a valid form is trimmed and becomes the footer variant, content holding the name and email lines', () => {
    const parsed = parseSubscription({ contactPerson: ' Li Lei ', email: ' li.lei@lab.example.cn ' })
    if (!parsed.success) throw new Error('expected a valid form')
    expect(subscriptionMessage(parsed.output, 'footer-subscription')).toEqual({
      source: 'footer-subscription',
      contactPerson: 'Li Lei',
      email: 'li.lei@lab.example.cn',
      content: 'Name: Li Lei\nEmail: li.lei@lab.example.cn',
    })
    expect(SUBSCRIPTION_MAX_LENGTH).toEqual({ contactPerson: 200, email: 200 })
  })

  it('the input limits are read from the schemas, so they cannot drift from the API', () => {
    expect(() => maxLengthOf({ pipe: [] })).toThrow('no maxCodePoints')
  })
})

describe('a form post from another site is refused (Sec-Fetch-Site, else Origin)', () => {
  const own = ['https://www.ventaura.example']
  it.each([
    [{ 'Sec-Fetch-Site': 'same-origin' }, false],
    [{ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' }, false],
    [{ 'Sec-Fetch-Site': 'cross-site' }, true],
    [{ 'Sec-Fetch-Site': 'same-site' }, true],
    [{ 'Sec-Fetch-Site': 'none' }, true],
    [{ Origin: 'https://www.ventaura.example' }, false],
    [{ Origin: 'https://evil.example' }, true],
    [{ Origin: 'null' }, true],
    [{}, false],
  ])('%j → cross-site %s', (headers, cross) => {
    expect(isCrossSitePost(new Headers(headers), own)).toBe(cross)
  })
})

describe('the browser tells a rate-limited visitor when to try again', () => {
  it('reads Retry-After in seconds or as a date, a minute when it says nothing', () => {
    expect(retryAfterSeconds('37')).toBe(37)
    expect(retryAfterSeconds('0')).toBe(1)
    expect(retryAfterSeconds(new Date(1_000_000 + 12_000).toUTCString(), 1_000_000)).toBe(12)
    expect(retryAfterSeconds(null)).toBe(60)
    expect(retryAfterSeconds('soon')).toBe(60)
  })
})
