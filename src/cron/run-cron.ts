/**
 * The cron trigger of wrangler.toml (every 10 minutes): rebuild the start-up bundle of both languages, and
 * send the messages due to the CMS; then record the run for GET /__ops/status. The two are independent: a
 * language whose source fails keeps its old bundle, and messages still go.
 */
import { rebuildBundles } from '../content/bundle/index.ts'
import { deliverDue } from '../delivery/sweep.ts'
import { log } from '../log/logger.ts'
import { recordCronRun, type CronRun } from './last-run.ts'

export async function runCron(env: Env, scheduledAt: Date): Promise<CronRun> {
  const [{ results }, delivery] = await Promise.all([rebuildBundles(env), deliverDue(env, scheduledAt)])
  const bundles = results.map((r): CronRun['bundles'][number] =>
    r.ok ? { lang: r.lang, result: r.changed ? 'rebuilt' : 'unchanged', version: r.version, error: null } : { lang: r.lang, result: 'kept', version: null, error: r.error },
  )
  for (const b of bundles) {
    if (b.result === 'kept') log.error('bundle.kept', { lang: b.lang, reason: b.error })
    else log.info(`bundle.${b.result}`, { lang: b.lang, version: b.version })
  }
  if (delivery) log.info('delivery.sweep', { ...delivery })
  const run: CronRun = {
    scheduledAt: scheduledAt.toISOString(),
    finishedAt: new Date().toISOString(),
    ok: bundles.every((b) => b.result !== 'kept') && !delivery?.error,
    bundles,
    delivery,
  }
  await recordCronRun(env, run).catch((error: unknown) => log.error('cron.record_failed', { error }))
  return run
}
