/**
 * The attributes the list-and-selected-item pattern marks its parts with. The server writes them, the
 * SelectionList island reads them on the page and on the pages it fetches: one list, so they cannot drift.
 */

/** On the region that shows the selected item; its value is that item's key. */
export const SELECTED_ITEM_ATTR = 'data-selected-item'

/** On the heading of the selected item: focus goes there when the selection changes. */
export const SELECTION_HEADING_ATTR = 'data-selection-heading'
