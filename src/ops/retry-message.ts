import type { Context } from 'hono'
import { fail, ok } from '../api/envelope.ts'
import { deliverMessage } from '../delivery/deliver.ts'
import { deliverInPlace, deliveryOf, reopen, type Delivery } from '../delivery/outbox.ts'
import type { AppEnv } from '../env.ts'
import { MessageId } from './message-id.ts'


/** What the answer shows of a message: its delivery, not the hold of an attempt. */
const shown = ({ claimedUntil: _claimedUntil, ...delivery }: Delivery) => delivery

/**
 * POST /__ops/messages/{id}/retry: sends a failed (or still waiting) message again at once and answers its
 * delivery state afterwards: delivered, failed again with the CMS's answer, or pending with its next attempt.
 * Without a CMS, D1 is the destination and the message is delivered. A delivered message is never sent again
 * (409), nor is spam (409).
 */
export async function retryMessage(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store')
  const parsed = MessageId(c.req.param('id'))
  if (!parsed.ok) return fail(c, 400, parsed.message)
  const id = parsed.id
  const db = c.env.DB
  const delivery = await deliveryOf(db, id)
  if (!delivery) return fail(c, 404, `There is no message ${id}`)
  if (delivery.deliveryState === 'delivered') return fail(c, 409, `Message ${id} was delivered at ${delivery.deliveredAt ?? 'an unknown time'}; it is not sent again`)
  if (delivery.deliveryState === 'withheld') return fail(c, 409, `Message ${id} is spam (its honeypot was filled); it is not sent`)

  const now = new Date()
  if (!c.env.UPSTREAM_API) {
    await deliverInPlace(db, id, now)
  } else {
    if (!(await reopen(db, id, now))) return fail(c, 409, `Message ${id} is being sent right now; ask again in a minute`)
    await deliverMessage(c.env, id, now)
  }
  const after = await deliveryOf(db, id)
  return ok(c, after && shown(after))
}
