import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const MESSAGE_COLUMNS = 'id, createdAt, language, variant, source, contactPerson, company, contactDetails, email, content, ipHash, spam'

describe('0002 (message delivery) keeps every stored message as it was', () => {
  it('no row is lost or altered; those stored before it are failed with the reason, spam withheld', async () => {
    const db = env.MIGRATIONS_DB
    const [content] = env.TEST_MIGRATIONS
    expect(content?.name).toBe('0001_content.sql')
    await applyD1Migrations(db, [content!])
    const insert = db.prepare(`INSERT INTO messages (${MESSAGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    await db.batch([
      insert.bind(1, '2025-11-20T08:00:00.000Z', 'zh-CN', 'enquiry', 'enquiry-form', '王工', '文拓实验室', '138 0000 0000', null, '联系人：王工\n请报价。', 'a'.repeat(64), 0),
      insert.bind(2, '2025-11-21T09:30:00.000Z', 'en', 'subscription', 'footer-subscription', '\u202eAda\u0000', null, null, 'ada@example.com', 'Ada\nada@example.com', null, 0),
      insert.bind(3, '2025-11-22T10:00:00.000Z', 'en', 'enquiry', 'enquiry-form', 'Bot', 'X', '1', 'bot@example.com', 'spam', 'b'.repeat(64), 1),
    ])
    const before = (await db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages ORDER BY id`).all()).results

    await applyD1Migrations(db, env.TEST_MIGRATIONS)

    expect((await db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages ORDER BY id`).all()).results).toEqual(before)
    const delivery = (await db.prepare('SELECT id, deliveryState, deliveryAttempts, deliveredAt, lastError, nextAttemptAt, claimedUntil FROM messages ORDER BY id').all()).results
    const unknown = 'stored before delivery was tracked: whether the CMS has it is not known; retry it if the CMS lacks it'
    expect(delivery).toEqual([
      { id: 1, deliveryState: 'failed', deliveryAttempts: 0, deliveredAt: null, lastError: unknown, nextAttemptAt: null, claimedUntil: null },
      { id: 2, deliveryState: 'failed', deliveryAttempts: 0, deliveredAt: null, lastError: unknown, nextAttemptAt: null, claimedUntil: null },
      { id: 3, deliveryState: 'withheld', deliveryAttempts: 0, deliveredAt: null, lastError: null, nextAttemptAt: null, claimedUntil: null },
    ])
  })
})
