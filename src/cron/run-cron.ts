/**
 * The cron trigger of wrangler.toml (every 10 minutes): send the messages due to the CMS, rebuild the start-up
 * bundle and then the search index of both languages, then record the run for GET /__ops/status. Neither
 * depends on the other: a language whose source fails keeps its old bundle and index, and messages still go.
 */
import { deliverDue } from '../delivery/sweep.ts'
import { log } from '../log/logger.ts'
import { rebuildContent } from '../search/rebuild.ts'
import { recordCronRun, type CronRun } from './last-run.ts'
import { mailDue } from '../mail/send-mail.ts'
import { mailSetup } from '../mail/settings.ts'

export async function runCron(env: Env, scheduledAt: Date): Promise<CronRun> {
  // Messages first: after an outage the circuit lets one trial call through, and the bundle's twenty calls at
  // once would leave every other call, a message's too, refused. Made by a message, the trial opens the way
  // for the rest and for the bundle.
  const delivery = await deliverDue(env, scheduledAt)
  const mail = mailSetup(env).configured ? await mailDue(env, scheduledAt).catch((error: unknown) => (log.error('mail.sweep_failed', { error }), null)) : null
  const { bundles: results, indexes } = await rebuildContent(env)
  const bundles = results.map((r): CronRun['bundles'][number] =>
    r.ok ? { lang: r.lang, result: r.changed ? 'rebuilt' : 'unchanged', version: r.version, error: null } : { lang: r.lang, result: 'kept', version: null, error: r.error },
  )
  for (const b of bundles) {
    if (b.result === 'kept') log.error('bundle.kept', { lang: b.lang, reason: b.error })
    else log.info(`bundle.${b.result}`, { lang: b.lang, version: b.version })
  }
  for (const r of indexes) {
    if (r.ok) log.info(`search.index.${r.changed ? 'rebuilt' : 'unchanged'}`, { lang: r.lang, documents: r.documents, written: r.written, deleted: r.deleted })
    else log.error('search.index.kept', { lang: r.lang, reason: r.error })
  }
  if (delivery) log.info('delivery.sweep', { ...delivery })
  if (mail) log.info('mail.sweep', { ...mail })
  const run: CronRun = {
    scheduledAt: scheduledAt.toISOString(),
    finishedAt: new Date().toISOString(),
    ok: bundles.every((b) => b.result !== 'kept') && !delivery?.error,
    bundles,
    delivery,
    mail,
  }
  await recordCronRun(env, run).catch((error: unknown) => log.error('cron.record_failed', { error }))
  return run
}
