import { describe, expect, it } from 'vitest'
import { SWIPE_MIN, swipeStep } from '../../src/client/banners/swipe.ts'

describe('a swipe or drag over the home banners moves by one banner', () => {
  it('left or up is the next banner, right or down the previous', () => {
    expect(swipeStep(-SWIPE_MIN, 0)).toBe(1)
    expect(swipeStep(0, -120)).toBe(1)
    expect(swipeStep(SWIPE_MIN + 1, 10)).toBe(-1)
    expect(swipeStep(5, 90)).toBe(-1)
  })
  it(`a gesture shorter than ${SWIPE_MIN} px is a click, not a swipe`, () => {
    expect(swipeStep(-(SWIPE_MIN - 1), 0)).toBe(0)
    expect(swipeStep(10, -20)).toBe(0)
  })
  it('on a touch screen only sideways counts: up and down are the page’s scrolling', () => {
    expect(swipeStep(-10, -200, true)).toBe(0)
    expect(swipeStep(-80, -60, true)).toBe(1)
  })
})
