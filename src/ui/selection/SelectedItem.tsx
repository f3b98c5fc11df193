import type { ReactNode } from 'react'
import { SELECTED_ITEM_ATTR, SELECTION_HEADING_ATTR } from './markers.ts'

interface SelectedItemProps {
  /** The region's id; the ItemSelector that drives it names the same id. */
  id: string
  /** The key of the item shown (its code): after an in-place change the list marks this one. */
  itemKey: string
  /** The id of the SelectionHeading inside, which names the region. */
  labelledBy: string
  className?: string
  children: ReactNode
}

/**
 * The region that shows the selected item of an ItemSelector. With JavaScript the selector replaces it with
 * the same region of the chosen item's page, so it must hold everything that differs between the items.
 */
export function SelectedItem({ id, itemKey, labelledBy, className, children }: SelectedItemProps) {
  return (
    <section id={id} className={className} aria-labelledby={labelledBy} {...{ [SELECTED_ITEM_ATTR]: itemKey }}>
      {children}
    </section>
  )
}

interface SelectionHeadingProps {
  id: string
  className?: string
  as?: 'h2' | 'h3'
  children: ReactNode
}

/** The selected item's heading: focus moves here when the selection changes in place (hence tabIndex -1). */
export function SelectionHeading({ id, className, as: Tag = 'h2', children }: SelectionHeadingProps) {
  return (
    <Tag id={id} className={className} tabIndex={-1} {...{ [SELECTION_HEADING_ATTR]: '' }}>
      {children}
    </Tag>
  )
}
