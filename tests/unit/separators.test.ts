import { describe, expect, it } from 'vitest'
import { keepSeparators, separatedItems } from '../../src/ui/text/separators.ts'

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

describe('a short list joined by spaced separators is set as its items (SeparatedList: no line starts or ends with one)', () => {
  it('gives the items and their separator', () => {
    expect(separatedItems('文丘里阀 · 变风量蝶阀 · 控制系统 · 房间面板 · 传感器')).toEqual({ items: ['文丘里阀', '变风量蝶阀', '控制系统', '房间面板', '传感器'], separator: '·' })
    expect(separatedItems('Venturi valves | Room panels | Sensors')).toEqual({ items: ['Venturi valves', 'Room panels', 'Sensors'], separator: '|' })
    // As keepSeparators left it, a no-break space before the separator.
    expect(separatedItems('A\u00a0· B')).toEqual({ items: ['A', 'B'], separator: '·' })
  })

  it('leaves any other text: no spaced separator, mixed separators, an empty item', () => {
    expect(separatedItems('Precise airflow for safer laboratories')).toBeNull()
    expect(separatedItems('Ventaura·AccessHcs')).toBeNull()
    expect(separatedItems('A · B | C')).toBeNull()
    expect(separatedItems(' · A')).toBeNull()
  })
})
