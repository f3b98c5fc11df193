import type { StoredMessage } from '../../../content/sources/d1-messages.ts'
import type { MessageEvent } from '../../../delivery/events.ts'
import { fill, type ConsoleWords } from '../words.ts'
import { RowsTable } from './RowsTable.tsx'

export interface MessageView {
  message: StoredMessage
  events: MessageEvent[]
  /** Whether each retry may be asked for now. */
  canRetry: boolean
  canRetryMail: boolean
}

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '')

/** One message in full, its delivery and e-mail, their history, and the retry buttons. */
export function MessageScreen({ base, view, csrf, w }: { base: string; view: MessageView; csrf: string; w: ConsoleWords }) {
  const { message, events } = view
  const m = w.message
  const f = m.fields
  const rows: [string, string | null][] = [
    [f.createdAt, when(message.createdAt)],
    [f.company, message.company],
    [f.contactPerson, message.contactPerson],
    [f.contactDetails, message.contactDetails],
    [f.email, message.email],
    [f.language, message.language],
    [f.source, message.source],
    [f.page, message.pagePath],
  ]
  return (
    <>
      <p>
        <a href={`${base}/inbox`}>{m.back}</a>
      </p>
      <section className="card">
        <dl className="facts">
          {rows
            .filter(([, value]) => value)
            .map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{name === f.email && value ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
              </div>
            ))}
          <dt>{f.content}</dt>
          <dd>
            <pre>{message.content}</pre>
          </dd>
        </dl>
      </section>
      <h2>{m.history}</h2>
      <section className="card">
        <dl className="facts">
          <dt>{m.cms}</dt>
          <dd>
            <span className={message.deliveryState === 'failed' ? 'bad' : undefined}>{w.states[message.deliveryState]}</span> · {fill(m.attempts, { n: message.deliveryAttempts })}
            {message.deliveredAt ? <div>{`${m.deliveredAt}${when(message.deliveredAt)}`}</div> : null}
            {message.lastError ? <div className="bad">{`${m.lastError}${message.lastError}`}</div> : null}
            {message.nextAttemptAt && message.deliveryState === 'pending' ? <div>{`${m.nextAttempt}${when(message.nextAttemptAt)}`}</div> : null}
          </dd>
          <dt>{w.inbox.mail}</dt>
          <dd>
            <span className={message.mailState === 'failed' ? 'bad' : undefined}>{w.states[message.mailState]}</span> · {fill(m.attempts, { n: message.mailAttempts })}
            {message.mailedAt ? <div>{`${m.mailedAt}${when(message.mailedAt)}`}</div> : null}
            {message.mailError ? <div className="bad">{`${m.lastError}${message.mailError}`}</div> : null}
            {message.mailNextAttemptAt && message.mailState === 'pending' ? <div>{`${m.nextAttempt}${when(message.mailNextAttemptAt)}`}</div> : null}
          </dd>
        </dl>
        {events.length ? (
          <RowsTable
            rows={events}
            rowKey={(_, index) => index}
            columns={[
              { label: m.at, cell: (event) => when(event.at) },
              { label: m.channel, cell: (event) => (event.channel === 'cms' ? m.cms : w.inbox.mail) },
              { label: m.outcome, cell: (event) => m.outcomes[event.outcome] ?? event.outcome },
              { label: m.detail, cell: (event) => event.detail ?? '' },
            ]}
          />
        ) : (
          <p className="muted">{m.noHistory}</p>
        )}
        <div className="actions">
          {view.canRetry ? (
            <form method="post" action={`${base}/inbox/${message.id}/retry`}>
              <input type="hidden" name="csrf" value={csrf} />
              <button type="submit">{m.retry}</button>
            </form>
          ) : null}
          {view.canRetryMail ? (
            <form method="post" action={`${base}/inbox/${message.id}/retry-mail`}>
              <input type="hidden" name="csrf" value={csrf} />
              <button type="submit">{m.retryMail}</button>
            </form>
          ) : null}
        </div>
      </section>
    </>
  )
}
