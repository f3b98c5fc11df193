import { app } from './app.ts'

export default {
  fetch: app.fetch,
  // The cron trigger of wrangler.jsonc. It rebuilds the start-up bundle once the content layer has one.
  async scheduled() {},
} satisfies ExportedHandler<Env>
