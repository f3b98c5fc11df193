/**
 * The calls a page makes in one turn go to D1 together, as one batch; a batch that fails is tried call by
 * call, so one call's failure stays its own (src/content/sources/d1.ts).
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { listQuery } from '../../src/content/query.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

/** D1 with its trips counted (statements per trip); `failWhen` makes a batch fail, by its SQL, before it reaches the database. */
function countedDb(failWhen: (sql: string[]) => boolean = () => false) {
  const trips: number[] = []
  const sqlOf = new WeakMap<D1PreparedStatement, string>()
  const db = {
    prepare: (query: string) => {
      const statement = env.DB.prepare(query)
      // bind() returns the statement itself, bound.
      const bind = statement.bind.bind(statement)
      statement.bind = (...values: unknown[]) => {
        const bound = bind(...values)
        sqlOf.set(bound, query)
        return bound
      }
      sqlOf.set(statement, query)
      return statement
    },
    batch: (statements: D1PreparedStatement[]) => {
      trips.push(statements.length)
      return failWhen(statements.map((s) => sqlOf.get(s) ?? '')) ? Promise.reject(new Error('D1 is down')) : env.DB.batch(statements)
    },
  } as unknown as D1Database
  return { db, trips }
}

const newsList = listQuery('news', { pageSize: 3, sort: '-createTime' })

describe('the calls of one turn are one trip to D1', () => {
  it('an article and a list asked for together: one batch, each call its own results', async () => {
    const alone = new D1Source(env.DB)
    const expectedList = await alone.list('news', newsList, 'en')
    const expectedItem = await alone.get('news', expectedList.records[0]!.id, 'en')

    const { db, trips } = countedDb()
    const source = new D1Source(db)
    const [list, item] = await Promise.all([source.list('news', newsList, 'en'), source.get('news', expectedList.records[0]!.id, 'en')])
    // The list's page and its count, and the item.
    expect(trips).toEqual([3])
    expect(list).toEqual(expectedList)
    expect(item).toEqual(expectedItem)
  })

  it('calls of different turns: a trip each', async () => {
    const { db, trips } = countedDb()
    const source = new D1Source(db)
    await source.list('news', newsList, 'en')
    await source.get('news', 'no-such-news', 'en')
    expect(trips).toEqual([2, 1])
  })

  it('an item that is not there is null, also inside a batch', async () => {
    const { db } = countedDb()
    const source = new D1Source(db)
    const [missing, list] = await Promise.all([source.get('news', 'no-such-news', 'en'), source.list('news', newsList, 'en')])
    expect(missing).toBeNull()
    expect(list.records).toHaveLength(3)
  })
})

describe('a failed batch is tried call by call', () => {
  it('the calls that succeed alone are answered; the one that fails alone rejects alone', async () => {
    // Any batch with the list's statement fails: the batch of both, then the list alone; the item alone succeeds.
    const { db, trips } = countedDb((sql) => sql.some((text) => text.includes('COUNT(*)')))
    const source = new D1Source(db)
    const [list, item] = await Promise.allSettled([source.list('news', newsList, 'en'), source.get('news', 'no-such-news', 'en')])
    expect(trips).toEqual([3, 2, 1])
    expect(list.status).toBe('rejected')
    expect(item).toEqual({ status: 'fulfilled', value: null })
  })

  it('a single call that fails rejects with the database error', async () => {
    const { db, trips } = countedDb(() => true)
    await expect(new D1Source(db).list('news', newsList, 'en')).rejects.toThrow('D1 is down')
    expect(trips).toEqual([2])
  })
})

describe('the total of a list comes in the trip of its rows', () => {
  it('one trip for a page and its count; a page past the end knows the total too', async () => {
    const { db, trips } = countedDb()
    const source = new D1Source(db)
    const first = await source.list('news', newsList, 'en')
    const past = await source.list('news', listQuery('news', { pageSize: 3, pageNo: 1000 }), 'en')
    expect(first.total).toBeGreaterThan(3)
    expect(past).toEqual({ records: [], total: first.total })
    expect(trips).toEqual([2, 2])
  })
})
