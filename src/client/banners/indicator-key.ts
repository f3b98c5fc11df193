/** The indicator a key moves focus to: the arrows step (the list is a column or a row) and wrap, Home and End jump. */
export function indicatorKey(key: string, index: number, total: number): number | null {
  if (key === 'Home') return 0
  if (key === 'End') return total - 1
  const step = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : 0
  return step ? (index + step + total) % total : null
}
