import { app } from './app.ts'
import { rebuildBundles } from './content/bundle/index.ts'
import { lastResortAnswer } from './http/static-error-page.ts'

export default {
  // The app answers its own errors; this catches what escapes it (a throw that is not an Error, one in the
  // error handler), so that no visitor gets the runtime's own answer.
  async fetch(request, env, ctx) {
    try {
      return await app.fetch(request, env, ctx)
    } catch (error) {
      console.error('request failed outside the app', request.method, request.url, error)
      return lastResortAnswer(request)
    }
  },
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
