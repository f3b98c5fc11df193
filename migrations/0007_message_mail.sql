-- Each message's e-mail to the provider's staff (issue 52), beside its delivery to the CMS and with states of its
-- own: one may be sent while the other waits. Columns are only added: every stored message stays as it was.
--   pagePath          the page the form was sent from (path and query), when known
--   mailState         off: no e-mail was set up when it arrived (the messages before this migration too);
--                     pending: to be mailed; sent: the e-mail service took it; failed: it refused it (mailError
--                     says why); withheld: spam (a filled honeypot), never mailed
--   mailAttempts      calls made to the e-mail service for it
--   mailedAt          when the e-mail service took it
--   mailError         what the last failed attempt got
--   mailNextAttemptAt while pending: not sent again before this time (the backoff); NULL means at once
--   mailClaimedUntil  an attempt in progress holds the e-mail until then, so that no two send it
ALTER TABLE messages ADD COLUMN pagePath TEXT;
ALTER TABLE messages ADD COLUMN mailState TEXT NOT NULL DEFAULT 'off' CHECK (mailState IN ('off', 'pending', 'sent', 'failed', 'withheld'));
ALTER TABLE messages ADD COLUMN mailAttempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN mailedAt TEXT;
ALTER TABLE messages ADD COLUMN mailError TEXT;
ALTER TABLE messages ADD COLUMN mailNextAttemptAt TEXT;
ALTER TABLE messages ADD COLUMN mailClaimedUntil TEXT;
CREATE INDEX messages_mail ON messages (mailState, mailNextAttemptAt);

-- What each attempt to deliver or mail a message came to, for the console's history of one message.
--   channel  cms | mail
--   outcome  delivered | refused | notTaken (the CMS; tried again later) | sent | failed (the e-mail) | retried (by an operator)
CREATE TABLE messageEvents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  messageId INTEGER NOT NULL,
  at TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('cms', 'mail')),
  outcome TEXT NOT NULL,
  detail TEXT
);
CREATE INDEX messageEvents_message ON messageEvents (messageId, id);
