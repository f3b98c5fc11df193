-- Purges of one thing (issue 52). A page kept in the page cache carries tags naming what it shows (a record's id,
-- a category's list, its own URL: src/content/page-tags.ts); a purge writes the time each of its tags was purged,
-- and a kept page rendered before that time is no longer served (src/http/purge-marks.ts). D1 is one database
-- for every location, and a tag written twice keeps the later time.
CREATE TABLE page_purges (
  tag TEXT PRIMARY KEY,
  purgedAt INTEGER NOT NULL
);
CREATE INDEX page_purges_time ON page_purges (purgedAt);

-- What was purged, by whom, for the console's list of the last purges.
--   what    all | url | product | solution | news | productCategory | solutionCategory
--   target  the URL or code asked for (empty for all)
--   via     api (POST /__ops/purge), console, hook (the CMS's webhook), cron
--   result  what the purge did, in words an operator reads
CREATE TABLE purge_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  what TEXT NOT NULL,
  target TEXT NOT NULL DEFAULT '',
  via TEXT NOT NULL,
  result TEXT NOT NULL DEFAULT ''
);

-- Signatures of webhook calls already taken, so that a call replayed within its five minutes purges nothing.
CREATE TABLE hook_calls (
  signature TEXT PRIMARY KEY,
  at INTEGER NOT NULL
);
