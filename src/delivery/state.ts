/**
 * A message's delivery to the provider's CMS (migrations/0002_message_delivery.sql): pending until the CMS
 * acknowledges it, then delivered; failed when the CMS refuses it; withheld when it is spam.
 */
import type { MessageMeta } from '../content/message.ts'

export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'withheld'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/** How a message starts when it is stored. */
export interface InitialDelivery {
  state: Exclude<DeliveryState, 'failed'>
  deliveredAt: string | null
  nextAttemptAt: string | null
}

/**
 * Spam is never forwarded. Without a CMS, D1 is where messages go: stored is delivered. With one, a message
 * waits for the CMS, due at once.
 */
export function initialDelivery(hasCms: boolean, meta: MessageMeta): InitialDelivery {
  if (meta.spam) return { state: 'withheld', deliveredAt: null, nextAttemptAt: null }
  if (!hasCms) return { state: 'delivered', deliveredAt: meta.createdAt, nextAttemptAt: null }
  return { state: 'pending', deliveredAt: null, nextAttemptAt: meta.createdAt }
}
