import { useEffect, useId, useRef, useState } from 'react'
import type { Lang } from '../../routing/locale.ts'
import { saveLanguageChoice } from './language/save-choice.ts'

export interface LanguageSwitcherProps {
  current: Lang
  label: string
  /** One entry per language: its own name and the same page in it. */
  options: { lang: Lang; name: string; href: string }[]
}

/**
 * The 简体中文 / English dropdown. Without JavaScript the options are plain links (CSS opens the list on
 * hover and focus); once hydrated, choosing one saves the choice in the i18n_redirected cookie first.
 */
export default function LanguageSwitcher({ current, label, options }: LanguageSwitcherProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const currentName = options.find((o) => o.lang === current)?.name ?? current

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div className="lang-switcher" data-open={open || undefined} ref={root}>
      <button
        type="button"
        className="lang-switcher__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${currentName}`}
        onClick={() => setOpen((o) => !o)}
      >
        {currentName}
      </button>
      <ul className="lang-switcher__list" id={listId}>
        {options.map((option) => (
          <li key={option.lang}>
            <a
              href={option.href}
              hrefLang={option.lang}
              lang={option.lang}
              aria-current={option.lang === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault()
                saveLanguageChoice(option.lang)
                // The link's current address: a page that changes in place (a selected product) updates it.
                window.location.assign(event.currentTarget.href)
              }}
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
