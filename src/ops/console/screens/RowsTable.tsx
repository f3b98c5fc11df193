import type { ReactNode } from 'react'

export interface Column<T> {
  label: string
  cell: (row: T) => ReactNode
  /** The cell's class, by row (a failed state in red). */
  className?: (row: T) => string | undefined
}

/**
 * A console table: its headings, and each cell labelled with its column's heading, which a phone shows beside it
 * when the rows stand as cards (render.tsx, `table.rows`). One list of columns gives both, so they never differ.
 */
export function RowsTable<T>({ columns, rows, rowKey }: { columns: Column<T>[]; rows: T[]; rowKey: (row: T, index: number) => string | number }) {
  return (
    <div className="scroll">
      <table className="rows">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={column.className?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
