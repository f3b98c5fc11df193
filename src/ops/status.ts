import type { Context } from 'hono'
import { ok } from '../api/envelope.ts'
import { bundleStatus } from '../content/bundle/status.ts'
import { breakerFor } from '../content/sources/circuit-breaker.ts'
import { sourceKind } from '../content/sources/select.ts'
import { cmsBase } from '../content/sources/upstream.ts'
import { lastCronRun } from '../cron/last-run.ts'
import { deliveryBacklog } from '../delivery/backlog.ts'
import type { AppEnv } from '../env.ts'
import { mailSetup } from '../mail/settings.ts'

/** Whether new messages are e-mailed, to how many addresses, or what is missing. */
function emailStatus(env: Env) {
  const setup = mailSetup(env)
  return setup.configured ? { configured: true, from: setup.settings.from, recipients: setup.settings.to.length } : { configured: false, missing: setup.missing }
}

const secondsSince = (now: Date, time: string) => Math.round((now.getTime() - Date.parse(time)) / 1000)

/**
 * GET /__ops/status: the site's health at a glance. The bundle of each language (version, build time, source,
 * age); the content source in use; the CMS circuit breaker as this isolate sees it (each isolate keeps its
 * own); the last cron run and its result; the messages waiting for the CMS, failed, and the oldest undelivered.
 */
export async function siteStatus(c: Context<AppEnv>) {
  const { env } = c
  const now = new Date()
  const [bundles, cron, messages] = await Promise.all([bundleStatus(env, now), lastCronRun(env), deliveryBacklog(env.DB, now)])
  c.header('Cache-Control', 'no-store')
  return ok(c, {
    now: now.toISOString(),
    contentSource: { kind: sourceKind(env), upstreamApi: env.UPSTREAM_API || null },
    bundles,
    circuitBreaker: env.UPSTREAM_API ? { scope: 'this isolate', ...breakerFor(cmsBase(env.UPSTREAM_API)).snapshot() } : null,
    lastCron: cron && { ...cron, ageSeconds: secondsSince(now, cron.finishedAt) },
    messages,
    email: emailStatus(env),
  })
}
