import { useBundle, usePage } from '../../render/page-context.tsx'
import { CloseIcon } from '../icons.tsx'
import { Logo } from '../Logo.tsx'
import { currentSection } from '../sections.ts'
import { menuTree, type MenuNode } from './menu-tree.ts'
import { SearchForm } from './SearchForm.tsx'

export const DRAWER_ID = 'site-drawer'

function Node({ node, current }: { node: MenuNode; current?: boolean }) {
  if (!node.children?.length) {
    return (
      <li>
        <a href={node.href} aria-current={current ? 'page' : undefined}>
          {node.label}
        </a>
      </li>
    )
  }
  return (
    <li>
      <details open={current || undefined}>
        <summary>{node.label}</summary>
        <ul>
          <li>
            <a href={node.href} aria-current={current ? 'page' : undefined}>
              {node.label}
            </a>
          </li>
          {node.children.map((child) => (
            <Node key={child.href + child.label} node={child} />
          ))}
        </ul>
      </details>
    </li>
  )
}

/**
 * The small-screen menu: a modal <dialog> sliding in from the left, 60% wide, holding the menu tree as
 * expandable groups (<details>). Opened by the menu button; the backdrop, Escape, the close button and
 * following a link close it (src/client/layout/drawer.ts; `command` and `closedby` do it natively too).
 */
export function MobileDrawer() {
  const { t, lang, route } = usePage()
  const bundle = useBundle()
  const current = currentSection(route)
  return (
    <dialog id={DRAWER_ID} className="drawer" aria-label={t('header.drawerLabel')} aria-modal="true" closedby="any">
      <div className="drawer__panel">
        <div className="drawer__head">
          <Logo />
          <button type="button" className="drawer__close" data-drawer-close="" command="close" commandfor={DRAWER_ID} aria-label={t('header.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <SearchForm id="drawer-search" className="search-form--drawer" short />
        <nav className="drawer__nav" aria-label={t('nav.label')}>
          <ul>
            {menuTree(bundle, lang, t).map((section) => (
              <Node key={section.id} node={section} current={section.id === current} />
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  )
}
