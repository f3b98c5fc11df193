-- Each message's delivery to the provider's CMS (issue 24). Columns are only added: every field of every stored
-- message stays as it was.
--   deliveryState     pending: waits for the CMS to acknowledge it; delivered: acknowledged (without a CMS:
--                     stored); failed: the CMS refused it, or it was stored before this migration (lastError
--                     says which); withheld: spam (a filled honeypot), never forwarded
--   deliveryAttempts  calls made to the CMS for it
--   deliveredAt       when the CMS acknowledged it (without a CMS: when it was stored)
--   lastError         what the last failed attempt got: a status, then the CMS's message
--   nextAttemptAt     while pending: not sent again before this time (the backoff); NULL means at once
--   claimedUntil      an attempt in progress holds the message until then, so that no two send it at once
ALTER TABLE messages ADD COLUMN deliveryState TEXT NOT NULL DEFAULT 'pending' CHECK (deliveryState IN ('pending', 'delivered', 'failed', 'withheld'));
ALTER TABLE messages ADD COLUMN deliveryAttempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN deliveredAt TEXT;
ALTER TABLE messages ADD COLUMN lastError TEXT;
ALTER TABLE messages ADD COLUMN nextAttemptAt TEXT;
ALTER TABLE messages ADD COLUMN claimedUntil TEXT;

-- Before this migration a message was forwarded once, and a failure only logged: whether the CMS has one is not
-- known. Sending them all again would duplicate most; calling them delivered would hide the lost ones. They are
-- failed, with the reason, for an operator to check against the CMS and retry (docs/operations.md).
UPDATE messages SET deliveryState = 'withheld' WHERE spam = 1;
UPDATE messages
SET deliveryState = 'failed',
    lastError = 'stored before delivery was tracked: whether the CMS has it is not known; retry it if the CMS lacks it'
WHERE spam = 0;

CREATE INDEX messages_delivery ON messages (deliveryState, nextAttemptAt);
