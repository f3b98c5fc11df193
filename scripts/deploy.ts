/**
 * `npm run deploy`: `vite build && wrangler deploy` (arguments go to wrangler), but never with SITE_URL empty
 * or not an http(s) URL. Without it the worker would take its canonical URLs, sitemap, feeds and robots.txt
 * from whatever host a request names (the `*.workers.dev` address among them) and could not move other
 * hosts to the one origin.
 */
import { unstable_readConfig } from 'wrangler'
import { parseSiteUrl } from '../src/routing/site-url.ts'
import { run } from './lib/run.ts'

const args = process.argv.slice(2)
const envAt = args.findIndex((arg) => arg === '--env' || arg === '-e')
const environment = envAt >= 0 ? args[envAt + 1] : undefined

const config = unstable_readConfig({ config: 'wrangler.toml', env: environment })
const siteUrl = String(config.vars.SITE_URL ?? '')
if (parseSiteUrl(siteUrl) === null) {
  const found = siteUrl.trim() ? `SITE_URL is ${JSON.stringify(siteUrl)}, not an http(s) URL` : 'SITE_URL is empty'
  console.error(
    `✗ npm run deploy refuses to deploy: ${found}.\n` +
      `  Set it under [vars] in wrangler.toml${environment ? ` (or [env.${environment}.vars])` : ''} to the site's one origin, e.g. SITE_URL = "https://www.example.com".`,
  )
  process.exit(1)
}

run('vite', ['build'])
run('wrangler', ['deploy', ...args])
