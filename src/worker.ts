import { app } from './app.ts'
import { rebuildBundles } from './content/bundle/index.ts'

export default {
  fetch: app.fetch,
  // The cron trigger of wrangler.toml: rebuild the start-up bundle of both languages. A language whose
  // source fails keeps its old bundle, so the site goes on serving it.
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      rebuildBundles(env).then(({ results }) => {
        for (const r of results) console.log(r.ok ? `bundle ${r.lang}: ${r.changed ? 'rebuilt as' : 'unchanged at'} ${r.version}` : `bundle ${r.lang}: kept, ${r.error}`)
      }),
    )
  },
} satisfies ExportedHandler<Env>
