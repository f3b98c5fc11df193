import type { ReactNode } from 'react'
import type { Lang } from '../../routing/locale.ts'
import type { PageHead } from '../../seo/page-head.ts'
import { IconSprite } from '../layout/icons.tsx'
import { jsonForScript } from './json-for-script.ts'

export type { PageHead }

interface DocumentProps {
  lang: Lang
  head: PageHead
  stylesheets: string[]
  /** Module scripts (deferred: they run once the document is parsed) and the chunks to preload with them. */
  scripts: { scripts: string[]; preloads: string[] }
  /** The page's own content, rendered into <main>. */
  main: ReactNode
  header: ReactNode
  footer: ReactNode
  skipLinkText: string
}

/** The shared HTML document every page is rendered into. */
export function Document({ lang, head, stylesheets, scripts, main, header, footer, skipLinkText }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.alternates?.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
        {head.openGraph ? <OpenGraphTags og={head.openGraph} /> : null}
        {head.feed ? <link rel="alternate" type="application/atom+xml" title={head.feed.title} href={head.feed.href} /> : null}
        {head.preloads?.map((p) => (
          <link key={p.href} rel="preload" as={p.as} href={p.href} fetchPriority={p.fetchPriority} type={p.type} imageSrcSet={p.imageSrcSet} imageSizes={p.imageSizes} media={p.media} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {scripts.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {scripts.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {head.jsonLd?.map((data, i) => (
          // A data block, not a script: CSP does not apply, and jsonForScript keeps `</script>` out.
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
        ))}
      </head>
      <body>
        <IconSprite />
        <a className="skip-link" href="#main">
          {skipLinkText}
        </a>
        {header}
        <main id="main">{main}</main>
        {footer}
      </body>
    </html>
  )
}

function OpenGraphTags({ og }: { og: NonNullable<PageHead['openGraph']> }) {
  return (
    <>
      <meta property="og:type" content={og.type} />
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      <meta property="og:url" content={og.url} />
      <meta property="og:image" content={og.image} />
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:locale" content={og.locale} />
      <meta property="og:locale:alternate" content={og.alternateLocale} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
