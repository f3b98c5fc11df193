import { describe, expect, it } from 'vitest'
import { translator } from '../../src/ui/i18n/index.ts'

describe('a translator gives each language its own texts, with their parameters filled in', () => {
  it('a text without parameters reads the same every time, in its language', () => {
    expect(translator('en')('site.skipToContent')).toBe('Skip to content')
    expect(translator('en')('site.skipToContent')).toBe('Skip to content')
    expect(translator('zh-CN')('site.skipToContent')).not.toBe('Skip to content')
  })

  it('a text with parameters is filled in with each call’s own values', () => {
    const t = translator('en')
    expect(t('header.submenu', { name: 'Products' })).toBe('Products menu')
    expect(t('header.submenu', { name: 'Solutions' })).toBe('Solutions menu')
  })
})
