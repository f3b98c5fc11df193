import { Fragment } from 'react'
import { separatedItems } from '../text/separators.ts'

/**
 * A short list joined by spaced separators ("文丘里阀 · 变风量蝶阀 · 传感器"), set so that no line starts or ends
 * with a separator (site.css `.separated`): each item is whole on its line, its separator before it, in room
 * that the list's clip hides at a line's start. Lines break between items. Any other text stays as it is.
 */
export function SeparatedList({ text }: { text: string }) {
  const list = separatedItems(text)
  if (!list) return <>{text}</>
  return (
    <span className="separated">
      <span className="separated__list">
        {list.items.map((item, i) => (
          <Fragment key={i}>
            {i > 0 ? <wbr /> : null}
            <span className="separated__item">
              {/* The first item's separator is never seen; the others are read between the items. */}
              <span className="separated__mark" aria-hidden={i === 0 ? 'true' : undefined}>
                {list.separator}
              </span>
              {item}
            </span>
          </Fragment>
        ))}
      </span>
      <span className="separated__end" />
    </span>
  )
}
