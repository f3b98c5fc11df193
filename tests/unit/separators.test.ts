import { describe, expect, it } from 'vitest'
import { keepSeparators } from '../../src/ui/text/separators.ts'

describe('a spaced separator keeps to the item before it', () => {
  it('joins the space before a middle dot, bullet or bar with a no-break space', () => {
    expect(keepSeparators('Venturi valves · Room panels • Sensors | More')).toBe('Venturi valves\u00a0· Room panels\u00a0• Sensors\u00a0| More')
    expect(keepSeparators('文丘里阀 · 房间面板')).toBe('文丘里阀\u00a0· 房间面板')
  })

  it('leaves a separator that is not a spaced list separator alone', () => {
    expect(keepSeparators('Ventaura·AccessHcs')).toBe('Ventaura·AccessHcs')
    expect(keepSeparators('A ·B')).toBe('A ·B')
    expect(keepSeparators('Sensors ·')).toBe('Sensors ·')
  })
})
