import type { ReactNode } from 'react'

interface HomeSectionProps {
  /** The section's id (spec: banners, concepts, products, solutions, partners, news). */
  id: string
  title: string
  lead?: string
  /** A link to the full list, beside the title. */
  more?: { href: string; label: string }
  /** The carousel's previous/next buttons, beside the title: never over a card. */
  controls?: ReactNode
  children: ReactNode
}

/** A home section below the banners: its heading (an h2 that names the section), a lead, a "more" link and carousel buttons. */
export function HomeSection({ id, title, lead, more, controls, children }: HomeSectionProps) {
  const titleId = `${id}-title`
  return (
    <section id={id} className="home-section" aria-labelledby={titleId}>
      <div className="home-section__inner">
        <header className="home-section__header">
          <div>
            <h2 id={titleId} className="home-section__title">
              {title}
            </h2>
            {lead ? <p className="home-section__lead" data-words="">{lead}</p> : null}
          </div>
          {more || controls ? (
            <div className="home-section__actions">
              {more ? (
                <a className="home-section__more" href={more.href}>
                  {more.label}
                </a>
              ) : null}
              {controls}
            </div>
          ) : null}
        </header>
        {children}
      </div>
    </section>
  )
}
