-- Search documents are numbered in a range for each scope and kind (src/search/numbers.ts), so that a query counts
-- and pages one scope's hits of each kind inside the FTS index, with no lookup of each hit. The index is rebuilt
-- from the content: the next cron run, purge or search writes every scope again under the new numbers (the
-- triggers take each document out of the FTS index as it goes).
DELETE FROM searchDocuments;
DELETE FROM searchBuilds;
