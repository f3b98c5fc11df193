import type { MarkedText } from '../../../search/index.ts'

/** A text with the stretches the query found in <mark> (ranges from the search, never markup). */
export function Marked({ text: { text, marks } }: { text: MarkedText }) {
  const parts: React.ReactNode[] = []
  let at = 0
  for (const [start, end] of marks) {
    if (start < at || end > text.length) continue
    if (start > at) parts.push(text.slice(at, start))
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>)
    at = end
  }
  parts.push(text.slice(at))
  return <>{parts}</>
}
