import { app } from './app.ts'
import { rebuildBundles } from './content/bundle/index.ts'
import { lastResortAnswer } from './http/static-error-page.ts'
import { requestLogContext, withLogContext } from './log/log-context.ts'
import { log } from './log/logger.ts'

export default {
  // The app answers its own errors; this catches what escapes it (a throw that is not an Error, one in the
  // error handler), so that no visitor gets the runtime's own answer.
  async fetch(request, env, ctx) {
    try {
      return await app.fetch(request, env, ctx)
    } catch (error) {
      withLogContext(requestLogContext(request), () => log.error('request.failed_outside_the_app', { method: request.method, error }))
      return lastResortAnswer(request)
    }
  },
  // The cron trigger of wrangler.toml: rebuild the start-up bundle of both languages. A language whose
  // source fails keeps its old bundle, so the site goes on serving it.
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      withLogContext({ trigger: 'cron' }, () =>
        rebuildBundles(env).then(({ results }) => {
          for (const r of results) {
            if (r.ok) log.info(r.changed ? 'bundle.rebuilt' : 'bundle.unchanged', { lang: r.lang, version: r.version })
            else log.error('bundle.kept', { lang: r.lang, reason: r.error })
          }
        }),
      ),
    )
  },
} satisfies ExportedHandler<Env>
