/**
 * The partner logo carousel's paging. A slide is a group of six logos; a view holds one group below 768 px,
 * two below 1024 px and four above (6, 12, 24 logos) and a click moves by a view. Empty groups complete the
 * last view: `md` ones show from 768 px (to an even count), `lg` ones from 1024 px (to a multiple of four).
 */
export const PARTNERS_PER_GROUP = 6

export type PadSize = 'md' | 'lg'

export function pagePadding(groups: number): PadSize[] {
  if (groups === 0) return []
  const toEven = (2 - (groups % 2)) % 2
  const toFour = (4 - (groups % 4)) % 4
  return [...Array<PadSize>(toEven).fill('md'), ...Array<PadSize>(toFour - toEven).fill('lg')]
}
