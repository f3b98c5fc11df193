/** How many messages are in each delivery state, and how long the oldest undelivered one has waited. */
import * as v from 'valibot'
import { DELIVERY_STATES, type DeliveryState } from './state.ts'

export type Backlog = Record<DeliveryState, number> & {
  /** The oldest message pending or failed: the one a customer has waited longest on. */
  oldestUndelivered: { id: number; createdAt: string; ageSeconds: number } | null
}

const Counts = v.array(v.object({ deliveryState: v.picklist(DELIVERY_STATES), n: v.number() }))
const Oldest = v.nullable(v.object({ id: v.number(), createdAt: v.string() }))

export async function deliveryBacklog(db: D1Database, now: Date): Promise<Backlog> {
  const [counts, oldest] = await db.batch([
    db.prepare('SELECT deliveryState, COUNT(*) AS n FROM messages GROUP BY deliveryState'),
    db.prepare("SELECT id, createdAt FROM messages WHERE deliveryState IN ('pending', 'failed') ORDER BY createdAt, id LIMIT 1"),
  ])
  const backlog: Backlog = { pending: 0, delivered: 0, failed: 0, withheld: 0, oldestUndelivered: null }
  for (const { deliveryState, n } of v.parse(Counts, counts?.results ?? [])) backlog[deliveryState] = n
  const first = v.parse(Oldest, oldest?.results[0] ?? null)
  if (first) backlog.oldestUndelivered = { ...first, ageSeconds: Math.round((now.getTime() - Date.parse(first.createdAt)) / 1000) }
  return backlog
}
