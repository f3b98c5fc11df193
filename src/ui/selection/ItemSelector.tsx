import SelectionList, { type SelectionListItem, type SelectionListProps } from '../islands/SelectionList.tsx'
import { Island } from '../render/island.tsx'
import { usePage } from '../render/page-context.tsx'
import { responsive } from '../content/responsive.ts'
import { headingPieces, lexiconOf } from '../text/words.ts'
import type { ListWindow } from '../../content/index.ts'
import { formatNumber } from '../text/numbers.ts'

type SelectorItem = Omit<SelectionListItem, 'namePieces' | 'picture'> & { image: string }

interface ItemSelectorProps extends Omit<SelectionListProps, 'items'> {
  /** The window of the category's items holding the selected one (src/content/catalogue/window.ts). */
  part: ListWindow<SelectorItem>
  /** Names the list for assistive technology ("Products in Venturi valves"). */
  label: string
  /** A modifier of selection.css's list (cards per view and card look), e.g. `products`. */
  variant: string
}

/**
 * The list of the list-and-selected-item pattern (DESIGN.md): every item a link to its own page, the
 * selected one marked `aria-current="page"`, with previous/next arrows. A long list shows the window of
 * SELECTION_WINDOW items holding the selected one, and links to the first item of the windows around it. Place a SelectedItem region with the id given as `region` on the same page, and link
 * `selection.css`.
 */
export function ItemSelector({ label, variant, part, ...list }: ItemSelectorProps) {
  const { lang, t, bundle } = usePage()
  // What the island would otherwise compute in the browser: where a name may break, which widths a picture has.
  const named = part.items.map(({ image, ...item }) => ({ ...item, namePieces: headingPieces(item.name, lang, lexiconOf(bundle?.words)), picture: responsive(image, list.imageWidth, 'tile') }))
  return (
    <nav className={`selection selection--${variant}`} aria-label={label}>
      <Island component={SelectionList} props={{ ...list, items: named }} />
      {part.total > part.items.length ? (
        <p className="selection__window">
          {part.earlier ? (
            <a className="selection__window-link" href={part.earlier.href} rel="prev">
              {t('selection.earlier')}
            </a>
          ) : null}
          <span className="selection__window-place">{t('selection.place', { from: formatNumber(part.from, lang), to: formatNumber(part.to, lang), total: formatNumber(part.total, lang) })}</span>
          {part.later ? (
            <a className="selection__window-link" href={part.later.href} rel="next">
              {t('selection.later')}
            </a>
          ) : null}
        </p>
      ) : null}
    </nav>
  )
}
