import type { ReactNode } from 'react'
import type { Lang } from '../../routing/locale.ts'

/** What a page says about itself in the document head. */
export interface PageHead {
  title: string
  description: string
  keywords?: string
}

interface DocumentProps {
  lang: Lang
  head: PageHead
  stylesheets: string[]
  /** The page's own content, rendered into <main>. */
  main: ReactNode
  /** Placed at the end of <body>. */
  tail: ReactNode
  header: ReactNode
  footer: ReactNode
  skipLinkText: string
}

/** The shared HTML document every page is rendered into. */
export function Document({ lang, head, stylesheets, main, tail, header, footer, skipLinkText }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {skipLinkText}
        </a>
        {header}
        <main id="main">{main}</main>
        {footer}
        {tail}
      </body>
    </html>
  )
}
