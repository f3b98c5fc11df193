import { app } from './app.ts'
import { lastResortAnswer } from './http/static-error-page.ts'
import { rebuildContent } from './search/rebuild.ts'

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
  // The cron trigger of wrangler.toml: rebuild the start-up bundle and the search index of both languages.
  // A language whose source fails keeps its old bundle and index, so the site goes on serving them.
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      rebuildContent(env).then(({ bundles, indexes }) => {
        for (const r of bundles) console.log(r.ok ? `bundle ${r.lang}: ${r.changed ? 'rebuilt as' : 'unchanged at'} ${r.version}` : `bundle ${r.lang}: kept, ${r.error}`)
        for (const r of indexes) console.log(r.ok ? `search index ${r.lang}: ${r.changed ? 'rebuilt' : 'unchanged'}, ${r.documents} documents, ${r.bytes} bytes` : `search index ${r.lang}: kept, ${r.error}`)
      }),
    )
  },
} satisfies ExportedHandler<Env>
