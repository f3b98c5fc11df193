import { DELIVERY_STATES } from '../../../delivery/state.ts'
import { INBOX_PAGE, type InboxFilters, type InboxRow } from '../inbox-query.ts'
import { fill, type ConsoleWords } from '../words.ts'

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

/** A row's link text: who sent it, else their address (a subscription may have only that), else its number. */
function senderOf(row: InboxRow): string {
  return [row.contactPerson, row.company].filter(Boolean).join(' · ') || row.email || `#${row.id}`
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
        <div className="scroll">
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{i.received}</th>
                <th scope="col">{i.kind}</th>
                <th scope="col">{i.from}</th>
                <th scope="col">{i.delivery}</th>
                <th scope="col">{i.mail}</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((row) => (
                <tr key={row.id}>
                  <td data-label="#">{row.id}</td>
                  <td data-label={i.received}>{row.createdAt.replace('T', ' ').slice(0, 16)}</td>
                  <td data-label={i.kind}>{row.variant === 'enquiry' ? i.enquiry : i.subscription}</td>
                  <td data-label={i.from}>
                    <a href={`${base}/inbox/${row.id}`}>{senderOf(row)}</a>
                    {row.email && senderOf(row) !== row.email ? <div className="muted">{row.email}</div> : null}
                  </td>
                  <td data-label={i.delivery} className={row.deliveryState === 'failed' ? 'bad' : undefined}>{w.states[row.deliveryState]}</td>
                  <td data-label={i.mail} className={row.mailState === 'failed' ? 'bad' : undefined}>{w.states[row.mailState]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="pages" aria-label={i.title}>
        {filters.page > 1 ? <a href={inboxHref(base, { ...filters, page: filters.page - 1 })}>{i.previous}</a> : null}
        {filters.page < pages ? <a href={inboxHref(base, { ...filters, page: filters.page + 1 })}>{i.next}</a> : null}
      </nav>
    </>
  )
}
