import type { Context } from 'hono'
import { fail, ok } from '../api/envelope.ts'
import { deliverMessage } from '../delivery/deliver.ts'
import { noteEvent } from '../delivery/events.ts'
import { deliverInPlace, deliveryOf, reopen, type Delivery } from '../delivery/outbox.ts'
import type { AppEnv } from '../env.ts'
import { MessageId } from './message-id.ts'

/** What the answer shows of a message: its delivery, not the hold of an attempt. */
const shown = ({ claimedUntil: _claimedUntil, ...delivery }: Delivery) => delivery

export type RetryOutcome<T> = { ok: true; after: T } | { ok: false; status: 404 | 409; message: string }

/**
 * Sends a failed (or still waiting) message to the CMS again at once: afterwards it is delivered, failed again with
 * the CMS's answer, or pending with its next attempt. Without a CMS, D1 is the destination and the message is
 * delivered. A delivered message is never sent again, nor is spam.
 */
export async function retryDelivery(env: Env, id: number): Promise<RetryOutcome<ReturnType<typeof shown> | null>> {
  const db = env.DB
  const delivery = await deliveryOf(db, id)
  if (!delivery) return { ok: false, status: 404, message: `There is no message ${id}` }
  if (delivery.deliveryState === 'delivered') return { ok: false, status: 409, message: `Message ${id} was delivered at ${delivery.deliveredAt ?? 'an unknown time'}; it is not sent again` }
  if (delivery.deliveryState === 'withheld') return { ok: false, status: 409, message: `Message ${id} is spam (its honeypot was filled); it is not sent` }
  const now = new Date()
  if (!env.UPSTREAM_API) {
    await deliverInPlace(db, id, now)
  } else {
    if (!(await reopen(db, id, now))) return { ok: false, status: 409, message: `Message ${id} is being sent right now; ask again in a minute` }
    await noteEvent(db, id, 'cms', 'retried', null, now)
    await deliverMessage(env, id, now)
  }
  const after = await deliveryOf(db, id)
  return { ok: true, after: after && shown(after) }
}

/** POST /__ops/messages/{id}/retry: retryDelivery, answered with the message's delivery state afterwards (409 when not sent). */
export async function retryMessage(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store')
  const parsed = MessageId(c.req.param('id'))
  if (!parsed.ok) return fail(c, 400, parsed.message)
  const outcome = await retryDelivery(c.env, parsed.id)
  return outcome.ok ? ok(c, outcome.after) : fail(c, outcome.status, outcome.message)
}
