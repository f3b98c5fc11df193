/**
 * The footer subscription form's rules and the message it sends (spec §5, §7), shared by the browser
 * (src/client/layout/subscribe.ts) and the no-JavaScript form post (src/ui/pages/form-posts.ts). The rules are
 * the API's own `Subscription` schema (src/content/message.ts).
 */
import * as v from 'valibot'
import { Subscription } from '../content/message.ts'
import { maxLengthOf, problemsOf, type Problems } from './problems.ts'

export const SUBSCRIPTION_FIELDS = ['contactPerson', 'email'] as const
export type SubscriptionField = (typeof SUBSCRIPTION_FIELDS)[number]

const SubscriptionInput = v.object({ contactPerson: Subscription.entries.contactPerson, email: Subscription.entries.email })
export type SubscriptionInput = v.InferOutput<typeof SubscriptionInput>

export const SUBSCRIPTION_MAX_LENGTH: Record<SubscriptionField, number> = {
  contactPerson: maxLengthOf(Subscription.entries.contactPerson),
  email: maxLengthOf(Subscription.entries.email),
}

/** The problems of spec §5, named as their texts are in the `subscribe` dictionary section. */
export type SubscriptionProblem = 'nameRequired' | 'emailRequired' | 'emailInvalid'

export type SubscriptionParse = { success: true; output: SubscriptionInput } | { success: false; problems: Problems<SubscriptionField, SubscriptionProblem> }

function problemOf(type: string, field: SubscriptionField): SubscriptionProblem {
  if (field === 'contactPerson') return 'nameRequired'
  return type === 'non_empty' ? 'emailRequired' : 'emailInvalid'
}

export function parseSubscription(input: Partial<Record<SubscriptionField, string>>): SubscriptionParse {
  const result = v.safeParse(SubscriptionInput, input)
  if (result.success) return { success: true, output: result.output }
  return { success: false, problems: problemsOf(result.issues, SUBSCRIPTION_FIELDS, problemOf) }
}

/** Spec §7's footer variant of the message call: `content` holds the name and email lines. */
export function subscriptionMessage({ contactPerson, email }: SubscriptionInput, source: string) {
  return { source, contactPerson, email, content: `Name: ${contactPerson}\nEmail: ${email}` }
}
