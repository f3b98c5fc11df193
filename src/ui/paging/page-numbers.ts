/**
 * The page numbers a pagination bar shows: the first and last page, the current one with its neighbours,
 * and a gap where pages are left out. A gap never stands for a single page (that page is shown instead),
 * so the bar's length stays steady as the visitor moves through a long list.
 */
export type PageNumber = number | 'gap'

export function pageNumbers(current: number, count: number, around = 1): PageNumber[] {
  // First, last, current ± around, and the two slots that are either a page or a gap.
  const slots = 2 * around + 5
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1)
  // Near an end the window grows, so the bar keeps its length: 1 2 3 4 5 … 20, not 1 2 … 20.
  const start = Math.max(2, Math.min(current - around, count - 2 * around - 2))
  const end = Math.min(count - 1, Math.max(current + around, 2 * around + 3))
  const numbers: PageNumber[] = [1]
  if (start > 2) numbers.push(start === 3 ? 2 : 'gap')
  for (let page = start; page <= end; page++) numbers.push(page)
  if (end < count - 1) numbers.push(end === count - 2 ? count - 1 : 'gap')
  numbers.push(count)
  return numbers
}
