import { Logo } from './Logo.tsx'

/** The header of error pages: only the way home, so they load no JavaScript. */
export function MinimalHeader() {
  return (
    <header className="site-header site-header--minimal">
      <Logo />
    </header>
  )
}
