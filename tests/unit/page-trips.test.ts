/**
 * A page rendered afresh asks the database for what it shows in one trip: every trip costs more than its
 * statements (a round trip to D1's primary on Cloudflare, the simulator and the client's parsing here), and a
 * crawler walking the sitemap waits for each. What depends on the record asked for goes in the same trip,
 * under the URL's own category and code (src/ui/pages/NewDetailScreen.tsx, ProductCategoryScreen.tsx,
 * SolutionCategoryScreen.tsx).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import worker from '../../src/worker.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(async () => {
  await seedContent()
  // The language's bundle, built from the database at its first request, is in place before the pages are counted.
  await render('/en/')
})

/** The catalogue's and the news' tables: what a page shows. (Purge marks, messages and the like are not content.) */
const CONTENT = /\bFROM\s+"?(news|products|productCatExamples|solutions|solutionCatProducts|solutionProducts)\b/i

/** D1 as the worker sees it, with the trips that read content recorded: the tables each read. */
function countedDb() {
  const trips: string[][] = []
  const sqlOf = new WeakMap<D1PreparedStatement, string>()
  const record = (sql: string[]) => {
    const tables = sql.flatMap((text) => [...text.matchAll(new RegExp(CONTENT, 'gi'))].map((m) => m[1]!))
    if (tables.length) trips.push([...new Set(tables)].sort())
  }
  const watched = (statement: D1PreparedStatement, query: string): D1PreparedStatement => {
    sqlOf.set(statement, query)
    const bind = statement.bind.bind(statement)
    statement.bind = (...values: unknown[]) => watched(bind(...values), query)
    for (const method of ['all', 'first', 'raw', 'run'] as const) {
      const call = (statement[method] as (...args: unknown[]) => Promise<unknown>).bind(statement)
      ;(statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => (record([query]), call(...args))
    }
    return statement
  }
  const db = new Proxy(env.DB, {
    get(target, name) {
      if (name === 'prepare') return (query: string) => watched(target.prepare(query), query)
      if (name === 'batch')
        return (statements: D1PreparedStatement[]) => {
          record(statements.map((s) => sqlOf.get(s) ?? ''))
          return target.batch(statements)
        }
      const value = Reflect.get(target, name) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  return { db, trips }
}

/** The page rendered afresh (the operator's token: never from the page cache), with its content trips. */
async function render(path: string): Promise<{ status: number; trips: string[][] }> {
  const { db, trips } = countedDb()
  const ctx = createExecutionContext()
  const res = await worker.fetch!(
    new Request(`http://site.test${path}`, { headers: { Authorization: `Bearer ${env.OPS_TOKEN}` }, redirect: 'manual' }) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB: db },
    ctx,
  )
  await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return { status: res.status, trips }
}

describe('a page rendered afresh reads its content in one trip to D1', () => {
  it('/newDetail/{category}/{id}: the article, its category’s newest and its neighbours together', async () => {
    const { status, trips } = await render('/en/newDetail/1/1790000000000120111')
    expect(status).toBe(200)
    expect(trips).toEqual([['news']])
  })

  it('an article asked for under another category is found and redirected to its one URL in that one trip', async () => {
    const { status, trips } = await render('/en/newDetail/2/1790000000000120111')
    expect(status).toBe(301)
    expect(trips).toEqual([['news']])
  })

  it('/productCategory/{code}/?id={code}: the window of products and the product’s case images together', async () => {
    const { status, trips } = await render('/en/productCategory/Venturi_valve/?id=VV-H200')
    expect(status).toBe(200)
    expect(trips).toEqual([['productCatExamples', 'products']])
  })

  it('/SolutionCategory/{code}/: the window of solutions, the solution’s products and their own pages together', async () => {
    const { status, trips } = await render('/en/SolutionCategory/Medical/')
    expect(status).toBe(200)
    expect(trips).toEqual([['products', 'solutionProducts', 'solutions']])
  })
})
