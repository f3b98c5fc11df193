import type { BundleStatus } from '../../../content/bundle/status.ts'
import type { CronRun } from '../../../cron/last-run.ts'
import type { Backlog } from '../../../delivery/backlog.ts'
import type { MailSetup } from '../../../mail/settings.ts'
import { fill, type ConsoleWords } from '../words.ts'
import { ago } from './ago.ts'

export interface StatusFacts {
  now: Date
  source: { kind: 'd1' | 'cms'; upstreamApi: string | null }
  bundles: BundleStatus[]
  breaker: 'closed' | 'open' | 'half-open' | null
  cron: CronRun | null
  messages: Backlog
  email: MailSetup
}

/** The /__ops/status facts in words a non-developer reads. */
export function StatusScreen({ facts, w, lang }: { facts: StatusFacts; w: ConsoleWords; lang: string }) {
  const s = w.status
  const { messages } = facts
  return (
    <section className="card">
      <dl className="facts">
        <dt>{s.source}</dt>
        <dd>{facts.source.kind === 'd1' ? s.sourceD1 : `${s.sourceCms}${facts.source.upstreamApi ?? ''}`}</dd>
        <dt>{s.bundle}</dt>
        <dd>
          {facts.bundles.map((bundle) => (
            <div key={bundle.lang}>
              {bundle.lang}: {bundle.version === null ? <span className="bad">{s.noBundle}</span> : fill(s.builtAgo, { age: ago(bundle.ageSeconds, lang) })}
            </div>
          ))}
        </dd>
        <dt>{s.cms}</dt>
        <dd className={facts.breaker === 'open' ? 'bad' : undefined}>{facts.breaker === null ? s.cmsNone : facts.breaker === 'closed' ? s.cmsOk : s.cmsDown}</dd>
        <dt>{s.cron}</dt>
        <dd>
          {facts.cron ? (
            <>
              {fill(s.cronAgo, { age: ago(Math.round((facts.now.getTime() - Date.parse(facts.cron.finishedAt)) / 1000), lang) })} ·{' '}
              <span className={facts.cron.ok ? 'good' : 'bad'}>{facts.cron.ok ? s.cronOk : s.cronFailed}</span>
            </>
          ) : (
            s.cronNever
          )}
        </dd>
        <dt>{s.messages}</dt>
        <dd>
          {messages.pending === 0 && messages.failed === 0 ? (
            <span className="good">{s.allDelivered}</span>
          ) : (
            <>
              {messages.pending > 0 ? <div>{fill(s.waiting, { n: messages.pending })}</div> : null}
              {messages.failed > 0 ? <div className="bad">{fill(s.failed, { n: messages.failed })}</div> : null}
            </>
          )}
        </dd>
        <dt>{s.email}</dt>
        <dd className={facts.email.configured ? undefined : 'bad'}>
          {facts.email.configured ? fill(s.emailOn, { n: facts.email.settings.to.length, from: facts.email.settings.from }) : fill(s.emailOff, { missing: facts.email.missing })}
        </dd>
      </dl>
    </section>
  )
}
