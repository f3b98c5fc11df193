import type { PurgeEntry } from '../../purges/purge-log.ts'
import { RECORD_KINDS } from '../../purges/purge-target.ts'
import type { ConsoleWords } from '../words.ts'
import { RowsTable } from './RowsTable.tsx'

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)

/** The purges: everything, one page, everything that shows one record; and the last 20. */
export function ContentScreen({ base, csrf, purges, w }: { base: string; csrf: string; purges: PurgeEntry[]; w: ConsoleWords }) {
  const t = w.content
  const action = `${base}/content/purge`
  return (
    <>
      <section className="card">
        <h2>{t.record}</h2>
        <form method="post" action={action} className="filters">
          <input type="hidden" name="csrf" value={csrf} />
          <label>
            {t.kind}
            <select name="kind" defaultValue="product">
              {RECORD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t.kinds[kind]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.code}
            <input type="text" name="code" required maxLength={100} autoComplete="off" spellCheck={false} />
          </label>
          <button type="submit">{t.submit}</button>
        </form>
      </section>
      <section className="card">
        <h2>{t.url}</h2>
        <form method="post" action={action} className="filters">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="kind" value="url" />
          <label>
            {t.urlLabel}
            <input type="text" name="code" required maxLength={2000} placeholder="/en/product" autoComplete="off" spellCheck={false} />
          </label>
          <button type="submit">{t.submit}</button>
        </form>
      </section>
      <section className="card">
        <h2>{t.all}</h2>
        <p className="muted">{t.allHelp}</p>
        <form method="post" action={action}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="kind" value="all" />
          <button type="submit">{t.all}</button>
        </form>
      </section>
      <h2>{t.recent}</h2>
      {purges.length === 0 ? (
        <p className="muted">{t.noPurges}</p>
      ) : (
        <RowsTable
          rows={purges}
          rowKey={(_, index) => index}
          columns={[
            { label: t.at, cell: (entry) => when(entry.at) },
            { label: t.what, cell: (entry) => `${t.kinds[entry.what] ?? entry.what}${entry.target ? ` ${entry.target}` : ''}` },
            { label: t.via, cell: (entry) => t.vias[entry.via] ?? entry.via },
            { label: t.result, cell: (entry) => entry.result },
          ]}
        />
      )}
    </>
  )
}
