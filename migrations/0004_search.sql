-- The site's search in D1 (issue 50), in place of an index that every isolate loaded whole from KV: each
-- language's documents (a product, a solution, a category, an article, a document, a section of the company
-- pages) as the results page shows them, with their index terms (src/search/tokens.ts: Chinese pairs, code
-- spellings, singular English words) joined by spaces, and an FTS5 index over those terms kept by triggers.
-- A search reads only the page of results it shows; the cron and a purge write only the documents that changed.
CREATE TABLE searchDocuments (
  n INTEGER PRIMARY KEY,         -- the FTS index's rowid: stable, unlike an implicit rowid; equal scores rank by it
  scope TEXT NOT NULL,           -- '{source}:{lang}' (d1:zh-CN, cms:en): each deployment mode its own
  id TEXT NOT NULL,              -- 'products:{id}', 'news:{id}', …
  -- What ranks a hit comes first (a row's short columns are read without its long texts).
  kind TEXT NOT NULL,            -- the results page's group
  compactCode TEXT,              -- the code in its one spelling (terms.ts): a query that is the code finds it first
  hash TEXT NOT NULL,            -- of the document and its terms (store.ts): an unchanged one is not written again
  code TEXT,                     -- a product's code as written
  url TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  codeTerms TEXT NOT NULL,
  titleTerms TEXT NOT NULL,
  textTerms TEXT NOT NULL
);
CREATE UNIQUE INDEX searchDocuments_scope_id ON searchDocuments (scope, id);
CREATE INDEX searchDocuments_scope_code ON searchDocuments (scope, compactCode);

CREATE VIRTUAL TABLE searchIndex USING fts5 (
  codeTerms, titleTerms, textTerms,
  content = 'searchDocuments', content_rowid = 'n', tokenize = 'unicode61 remove_diacritics 0'
);
-- Every term the index holds: a word with a typo is looked up among them (src/search/fuzzy.ts).
CREATE VIRTUAL TABLE searchVocabulary USING fts5vocab (searchIndex, 'row');

CREATE TRIGGER searchDocuments_inserted AFTER INSERT ON searchDocuments BEGIN
  INSERT INTO searchIndex (rowid, codeTerms, titleTerms, textTerms) VALUES (new.n, new.codeTerms, new.titleTerms, new.textTerms);
END;
CREATE TRIGGER searchDocuments_deleted AFTER DELETE ON searchDocuments BEGIN
  INSERT INTO searchIndex (searchIndex, rowid, codeTerms, titleTerms, textTerms) VALUES ('delete', old.n, old.codeTerms, old.titleTerms, old.textTerms);
END;
CREATE TRIGGER searchDocuments_terms_changed AFTER UPDATE OF codeTerms, titleTerms, textTerms ON searchDocuments BEGIN
  INSERT INTO searchIndex (searchIndex, rowid, codeTerms, titleTerms, textTerms) VALUES ('delete', old.n, old.codeTerms, old.titleTerms, old.textTerms);
  INSERT INTO searchIndex (rowid, codeTerms, titleTerms, textTerms) VALUES (new.n, new.codeTerms, new.titleTerms, new.textTerms);
END;

-- When each scope's documents were last written whole: until the first time, a search builds them.
CREATE TABLE searchBuilds (
  scope TEXT PRIMARY KEY,
  builtAt TEXT NOT NULL,
  documents INTEGER NOT NULL
);
