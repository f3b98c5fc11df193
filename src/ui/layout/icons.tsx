/**
 * The site's line icons: drawn once per page in a hidden sprite (`IconSprite`, at the top of <body>) and used by
 * reference wherever they appear, so that twenty carousel arrows cost twenty short tags, not twenty drawings.
 * They cost no request and take the text colour.
 */

const ICONS = {
  /** Points right; `Chevron` turns it. */
  chevron: <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />,
  /** Points down; turned up (CSS) while its panel is open. */
  'chevron-down': <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" fill="none" />,
  close: <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </>
  ),
}
type IconName = keyof typeof ICONS

const iconId = (name: IconName) => `icon-${name}`

/** Every icon's drawing, once, hidden: what the icons on the page refer to. */
export function IconSprite() {
  return (
    <svg className="icon-sprite" width="0" height="0" aria-hidden="true">
      {Object.entries(ICONS).map(([name, drawing]) => (
        <symbol key={name} id={iconId(name as IconName)} viewBox="0 0 24 24">
          {drawing}
        </symbol>
      ))}
    </svg>
  )
}

/** One icon of the sprite, `size` px square. */
export function Icon({ name, size, className }: { name: IconName; size: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}

export const CloseIcon = () => <Icon name="close" size={20} className="icon" />
export const MenuIcon = () => <Icon name="menu" size={24} className="icon" />
export const ChevronIcon = () => <Icon name="chevron-down" size={14} className="icon" />
export const SearchIcon = () => <Icon name="search" size={20} className="icon" />
