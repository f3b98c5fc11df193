import { env } from 'cloudflare:workers'

/**
 * Runs `run` while the D1 tables `tables` cannot be read (each renamed to `<name>_away`, as if the database had
 * lost it), and puts them back however `run` ends; answers what `run` does.
 */
export async function withTablesAway<T>(tables: readonly string[], run: () => Promise<T>): Promise<T> {
  for (const table of tables) await env.DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`)
  try {
    return await run()
  } finally {
    for (const table of tables) await env.DB.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`)
  }
}
