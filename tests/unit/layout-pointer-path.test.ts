import { describe, expect, it } from 'vitest'
import { isHeadingFor } from '../../src/client/layout/pointer-path.ts'

// The Products entry's centre at 1440 px and the full-width panel under a 72 px header.
const apex = { x: 870, y: 36 }
const panel = { left: 0, right: 1440, top: 72 }

describe('the mouse is on its way to the open panel while it stays in the triangle from the entry to the panel top', () => {
  it('a diagonal step down and to the left (over Home) is on the way', () => {
    expect(isHeadingFor({ x: 760, y: 55 }, apex, panel)).toBe(true)
    expect(isHeadingFor({ x: 400, y: 71 }, apex, panel)).toBe(true)
  })

  it('straight down and down to the right are on the way', () => {
    expect(isHeadingFor({ x: 870, y: 60 }, apex, panel)).toBe(true)
    expect(isHeadingFor({ x: 1200, y: 70 }, apex, panel)).toBe(true)
  })

  it('sideways along the menu, or back up, is not', () => {
    expect(isHeadingFor({ x: 760, y: 36 }, apex, panel)).toBe(false)
    expect(isHeadingFor({ x: 760, y: 20 }, apex, panel)).toBe(false)
  })

  it('too flat for the panel edge (outside the triangle) is not', () => {
    // At 10 px of the 36 px descent the triangle reaches only 870 × 10/36 ≈ 242 px to the left.
    expect(isHeadingFor({ x: 600, y: 46 }, apex, panel)).toBe(false)
  })

  it('past the panel top edge without being on the panel is not', () => {
    expect(isHeadingFor({ x: 800, y: 80 }, apex, panel)).toBe(false)
  })

  it('a panel that does not lie below the apex never counts', () => {
    expect(isHeadingFor({ x: 800, y: 50 }, apex, { ...panel, top: 30 })).toBe(false)
  })
})
