import { DELIVERY_STATES } from '../../../delivery/state.ts'
import { INBOX_PAGE, type InboxFilters, type InboxRow } from '../inbox-query.ts'
import { fill, type ConsoleWords } from '../words.ts'
import { RowsTable } from './RowsTable.tsx'

/** A link to the inbox with these filters. */
export function inboxHref(base: string, filters: InboxFilters): string {
  const query = new URLSearchParams()
  if (filters.state) query.set('state', filters.state)
  if (filters.kind) query.set('kind', filters.kind)
  if (filters.q) query.set('q', filters.q)
  if (filters.page > 1) query.set('page', String(filters.page))
  const text = query.toString()
  return `${base}/inbox${text ? `?${text}` : ''}`
}

/** A row's one link: who sent it, else their address (a subscription may have only that), else its number; the address under a name. */
function Sender({ base, row }: { base: string; row: InboxRow }) {
  const sender = [row.contactPerson, row.company].filter(Boolean).join(' · ') || row.email || `#${row.id}`
  return (
    <>
      <a href={`${base}/inbox/${row.id}`}>{sender}</a>
      {row.email && sender !== row.email ? <div className="muted">{row.email}</div> : null}
    </>
  )
}

export function InboxScreen({ base, filters, page, w }: { base: string; filters: InboxFilters; page: { records: InboxRow[]; total: number }; w: ConsoleWords }) {
  const i = w.inbox
  const pages = Math.max(1, Math.ceil(page.total / INBOX_PAGE))
  return (
    <>
      <form className="card filters" method="get" action={`${base}/inbox`} role="search">
        <label>
          {i.state}
          <select name="state" defaultValue={filters.state ?? ''}>
            <option value="">{i.all}</option>
            {DELIVERY_STATES.map((state) => (
              <option key={state} value={state}>
                {w.states[state]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {i.kind}
          <select name="kind" defaultValue={filters.kind ?? ''}>
            <option value="">{i.all}</option>
            <option value="enquiry">{i.enquiry}</option>
            <option value="subscription">{i.subscription}</option>
          </select>
        </label>
        <label>
          {i.search}
          <input type="search" name="q" defaultValue={filters.q ?? ''} maxLength={200} />
        </label>
        <button type="submit">{i.filter}</button>
        <a href={`${base}/inbox.csv`} download="">
          {i.csv}
        </a>
      </form>
      <p className="muted">
        {fill(i.count, { n: page.total })} · {fill(i.page, { page: filters.page, pages })}
      </p>
      {page.records.length === 0 ? (
        <p>{i.none}</p>
      ) : (
        <RowsTable
          rows={page.records}
          rowKey={(row) => row.id}
          columns={[
            { label: '#', cell: (row) => row.id },
            { label: i.received, cell: (row) => row.createdAt.replace('T', ' ').slice(0, 16) },
            { label: i.kind, cell: (row) => (row.variant === 'enquiry' ? i.enquiry : i.subscription) },
            { label: i.from, cell: (row) => <Sender base={base} row={row} /> },
            { label: i.delivery, cell: (row) => w.states[row.deliveryState], className: (row) => (row.deliveryState === 'failed' ? 'bad' : undefined) },
            { label: i.mail, cell: (row) => w.states[row.mailState], className: (row) => (row.mailState === 'failed' ? 'bad' : undefined) },
          ]}
        />
      )}
      <nav className="pages" aria-label={i.title}>
        {filters.page > 1 ? <a href={inboxHref(base, { ...filters, page: filters.page - 1 })}>{i.previous}</a> : null}
        {filters.page < pages ? <a href={inboxHref(base, { ...filters, page: filters.page + 1 })}>{i.next}</a> : null}
      </nav>
    </>
  )
}
