import { describe, expect, it } from 'vitest'
import { edgesAt, nearestSlide, nextStart } from '../../src/ui/carousel/script/positions.ts'

describe("a carousel's buttons follow its scroll position", () => {
  it('at the start only "next" works; in the middle both; at the end only "previous"', () => {
    expect(edgesAt(0, 1000, 2500)).toEqual({ atStart: true, atEnd: false, locked: false })
    expect(edgesAt(1000, 1000, 2500)).toEqual({ atStart: false, atEnd: false, locked: false })
    expect(edgesAt(1500, 1000, 2500)).toEqual({ atStart: false, atEnd: true, locked: false })
  })

  it('when everything fits it is locked (the buttons hide)', () => {
    expect(edgesAt(0, 1000, 1000)).toMatchObject({ locked: true, atStart: true, atEnd: true })
  })

  it('fractional scroll positions of zoomed screens still reach the ends', () => {
    expect(edgesAt(0.6, 999.5, 2500)).toMatchObject({ atStart: true })
    expect(edgesAt(1499.4, 1000, 2500)).toMatchObject({ atEnd: true })
  })
})

describe('the slide shown is the one whose start is nearest the scroll position', () => {
  it('picks the nearest start, also half-way through a scroll', () => {
    expect(nearestSlide([0, 400, 800, 1200], 0)).toBe(0)
    expect(nearestSlide([0, 400, 800, 1200], 590)).toBe(1)
    expect(nearestSlide([0, 400, 800, 1200], 610)).toBe(2)
  })

  it("in a grid of columns, the first slide of the column (logos share their column's start)", () => {
    expect(nearestSlide([0, 0, 0, 300, 300, 300], 300)).toBe(3)
  })
})

describe('a step goes to the next slide start beyond where the carousel is going', () => {
  it('forward and back by one slide', () => {
    expect(nextStart([0, 400, 800], 0, 1)).toBe(400)
    expect(nextStart([0, 400, 800], 400, -1)).toBe(0)
  })

  it('steps taken quickly add up: from a target half-way, the one after it', () => {
    expect(nextStart([0, 400, 800, 1200], 400, 1)).toBe(800)
  })

  it('a column of a grid is one step, and a step beyond the ends goes nowhere', () => {
    expect(nextStart([0, 0, 0, 300, 300, 300], 0, 1)).toBe(300)
    expect(nextStart([0, 400], 400, 1)).toBeUndefined()
    expect(nextStart([0, 400], 0, -1)).toBeUndefined()
  })

  it('a fractional position a hair past a start does not count that start again', () => {
    expect(nextStart([0, 400, 800], 400.7, 1)).toBe(800)
    expect(nextStart([0, 400, 800], 399.4, -1)).toBe(0)
  })
})
