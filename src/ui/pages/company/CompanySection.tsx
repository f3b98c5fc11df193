import type { ReactNode } from 'react'

interface CompanySectionProps {
  /** The section's id: what its tab, `?id=` and fragments point at. */
  id: string
  title: string
  lead?: string
  /** A link onwards, below the content (the concepts, the cases, the news list). */
  more?: { href: string; label: string }
  /** A modifier: `company-section--{variant}` (a tinted band, a dark one). */
  variant?: 'tint' | 'dark'
  className?: string
  children: ReactNode
}

/** A section of the About or Concepts page: a band with its h2, a lead, its content and a link onwards. */
export function CompanySection({ id, title, lead, more, variant, className, children }: CompanySectionProps) {
  const classes = ['company-section', variant ? `company-section--${variant}` : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <section id={id} className={classes} aria-labelledby={`${id}-title`}>
      <div className="company-section__inner">
        <header className="company-section__header">
          <h2 id={`${id}-title`} className="company-section__title">
            {title}
          </h2>
          {lead ? <p className="company-section__lead" data-words="">{lead}</p> : null}
        </header>
        {children}
        {more ? (
          <p className="company-section__more">
            <a className="more-link" href={more.href}>
              {more.label}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  )
}
