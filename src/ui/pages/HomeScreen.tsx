import { HomePage } from './HomePage.tsx'
import type { Screen } from './screen.ts'
import { configSeo, screenHead } from './screen-head.ts'

export const homeScreen: Screen = (input) => ({
  kind: 'page',
  head: screenHead(input, { seo: configSeo(input) }),
  main: <HomePage />,
})
