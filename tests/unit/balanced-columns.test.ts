import { describe, expect, it } from 'vitest'
import { balancedColumns } from '../../src/ui/content/balanced-grid.ts'

describe('balanced columns: as few rows as hold the items at the most a row allows, no row a lone item under fuller ones', () => {
  it.each([
    [1, 3, 1],
    [3, 3, 3],
    [4, 3, 2],
    [5, 3, 3],
    [6, 3, 3],
    [8, 3, 3],
    [7, 4, 4],
    [9, 4, 3],
  ])('%i items at most %i a row stand in %i columns', (count, max, columns) => {
    expect(balancedColumns(count, max)).toBe(columns)
  })
})
