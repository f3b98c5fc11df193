import { app } from './app.ts'
import { runCron } from './cron/run-cron.ts'
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
  // The cron trigger of wrangler.toml: send the messages due, rebuild the start-up bundles (src/cron/).
  scheduled(controller, env, ctx) {
    ctx.waitUntil(withLogContext({ trigger: 'cron' }, () => runCron(env, new Date(controller.scheduledTime))))
  },
} satisfies ExportedHandler<Env>
