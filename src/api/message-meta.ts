import type { Context } from 'hono'
import type { MessageMeta } from '../content/message.ts'
import type { AppEnv } from '../env.ts'
import type { Lang } from '../routing/locale.ts'
import { clientIpHash } from './client-ip-hash.ts'

/** What is stored beside a visitor's message, whichever way it came (the API or a form sent without JavaScript). */
export async function messageMeta(c: Context<AppEnv>, language: Lang, spam: boolean): Promise<MessageMeta> {
  const now = new Date()
  return { createdAt: now.toISOString(), language, ipHash: await clientIpHash(c.req.raw.headers, c.env.IP_HASH_SECRET, now), spam }
}
