-- The CMS's products and solutions as the site last read them (issue 50), written by the cron and by a purge:
-- with a CMS (UPSTREAM_API), a category page reads the window of its list it shows from here, as it does from
-- the products and solutions tables with D1, and keeps answering while the CMS is down. Each record is kept as
-- read and validated (its media URLs already the site's paths), as JSON; the other columns order and find it.
CREATE TABLE cmsCatalogue (
  kind TEXT NOT NULL CHECK (kind IN ('products', 'solutions')),
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  id TEXT NOT NULL,
  categoryCode TEXT NOT NULL,
  code TEXT NOT NULL,            -- productCode or solutionCode
  sort INTEGER NOT NULL,
  record TEXT NOT NULL,          -- JSON
  PRIMARY KEY (kind, lang, id)
);
CREATE INDEX cmsCatalogue_category ON cmsCatalogue (kind, lang, categoryCode, sort, id);
CREATE INDEX cmsCatalogue_code ON cmsCatalogue (kind, lang, code);

-- A category page's window reads its category in catalogue order (+sort, then id) from an index alone
-- (src/content/catalogue/window-sql.ts), for D1's own tables as for the copy.
CREATE INDEX products_lang_categoryCode_sort_id ON products (lang, categoryCode, sort, id);
CREATE INDEX solutions_lang_categoryCode_sort_id ON solutions (lang, categoryCode, sort, id);

-- When each list was last copied whole: until then, pages ask the CMS itself.
CREATE TABLE cmsCatalogueCopies (
  kind TEXT NOT NULL CHECK (kind IN ('products', 'solutions')),
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  copiedAt TEXT NOT NULL,
  records INTEGER NOT NULL,
  PRIMARY KEY (kind, lang)
);
