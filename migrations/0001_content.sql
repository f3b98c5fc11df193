-- Content tables of the site (spec §3) and the visitors' messages.
-- Every table with visitor-facing text has one row per (id, lang); fields without text repeat in both rows.
-- Ids are 19-digit numeric strings (TEXT): JavaScript numbers lose digits past 2^53.
-- JSON columns (feature, tool, slides) hold the text of one language. Times are ISO-8601 with offset.
-- The seed (scripts/seed.ts) replaces every table here except `messages`.

CREATE TABLE banners (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  mediaType TEXT NOT NULL CHECK (mediaType IN ('image', 'video')),
  video TEXT,
  logo TEXT,                 -- the video's poster
  image TEXT NOT NULL,
  bannerTitle TEXT NOT NULL,
  bannerSubtitle TEXT NOT NULL,
  bannerDetails TEXT NOT NULL,
  bannerMark TEXT NOT NULL,
  tool TEXT NOT NULL DEFAULT '[]',  -- JSON [{name, icon, url, blank}]
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX banners_lang_sort ON banners (lang, sort);

CREATE TABLE productCategories (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  categoryCode TEXT NOT NULL,
  categoryName TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  feature TEXT NOT NULL DEFAULT '[]',  -- JSON [{name, value}]
  seoTitle TEXT NOT NULL,
  seoKeyword TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX productCategories_lang_categoryCode ON productCategories (lang, categoryCode);

CREATE TABLE products (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  productCode TEXT NOT NULL,
  productName TEXT NOT NULL,
  productImage TEXT NOT NULL,
  advertisement TEXT NOT NULL,
  tags TEXT NOT NULL,            -- comma-separated
  productDetails TEXT NOT NULL,  -- HTML fragment
  category TEXT NOT NULL,        -- productCategories.id
  categoryCode TEXT NOT NULL,
  productType TEXT NOT NULL,     -- the parent category's id
  isTop INTEGER NOT NULL DEFAULT 0 CHECK (isTop IN (0, 1)),
  isMatrix INTEGER NOT NULL DEFAULT 0 CHECK (isMatrix IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX products_lang_productCode ON products (lang, productCode);
CREATE INDEX products_lang_categoryCode ON products (lang, categoryCode, sort);
CREATE INDEX products_lang_productType ON products (lang, productType, sort);
CREATE INDEX products_lang_isTop ON products (lang, isTop, sort);
CREATE INDEX products_lang_isMatrix ON products (lang, isMatrix, sort);

CREATE TABLE productCatExamples (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  productId TEXT NOT NULL,
  url TEXT NOT NULL,
  imageName TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX productCatExamples_productId ON productCatExamples (productId, lang, sort);

CREATE TABLE solutionCategories (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  categoryCode TEXT NOT NULL,
  categoryName TEXT NOT NULL,
  categorySubtitle TEXT NOT NULL,
  categoryDescription TEXT NOT NULL,
  description TEXT NOT NULL,
  seoTitle TEXT NOT NULL,
  seoKeyword TEXT NOT NULL,
  image TEXT NOT NULL,
  category TEXT,                 -- parent solutionCategories.id; NULL for a root
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX solutionCategories_lang_categoryCode ON solutionCategories (lang, categoryCode);
CREATE INDEX solutionCategories_lang_category ON solutionCategories (lang, category);

CREATE TABLE solutions (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  solutionCode TEXT NOT NULL,
  solutionName TEXT NOT NULL,
  description TEXT NOT NULL,
  tags TEXT NOT NULL,            -- comma-separated
  image TEXT NOT NULL,
  logo TEXT NOT NULL,
  feature TEXT NOT NULL DEFAULT '[]',  -- JSON [{name, value}]
  category TEXT NOT NULL,        -- solutionCategories.id
  categoryCode TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX solutions_lang_solutionCode ON solutions (lang, solutionCode);
CREATE INDEX solutions_lang_categoryCode ON solutions (lang, categoryCode, sort);
CREATE INDEX solutions_lang_category ON solutions (lang, category, sort);

CREATE TABLE solutionProducts (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  solutionId TEXT NOT NULL,
  productId TEXT,                -- the catalogue product shown; name and image are copied from it
  productName TEXT NOT NULL,
  description TEXT NOT NULL,
  productImage TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX solutionProducts_solutionId ON solutionProducts (solutionId, lang, sort);

CREATE TABLE exampleCategories (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  categoryCode TEXT NOT NULL,    -- "1".."6", the caseType of images and partners
  categoryName TEXT NOT NULL,
  categoryImage TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX exampleCategories_lang_categoryCode ON exampleCategories (lang, categoryCode);

CREATE TABLE exampleImages (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  caseType TEXT NOT NULL,        -- exampleCategories.categoryCode
  url TEXT NOT NULL,
  imageName TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  createTime TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX exampleImages_lang_caseType ON exampleImages (lang, caseType, sort);
CREATE INDEX exampleImages_createTime ON exampleImages (createTime);

CREATE TABLE examplePartners (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  partnerName TEXT NOT NULL,
  partnerLogo TEXT NOT NULL,
  caseType TEXT NOT NULL,        -- exampleCategories.categoryCode
  sort INTEGER NOT NULL DEFAULT 0,
  createTime TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX examplePartners_lang_caseType ON examplePartners (lang, caseType, createTime);
CREATE INDEX examplePartners_createTime ON examplePartners (createTime);

CREATE TABLE newsCategories (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  categoryCode TEXT NOT NULL,
  categoryName TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX newsCategories_lang_categoryCode ON newsCategories (lang, categoryCode);

CREATE TABLE news (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  newsCode TEXT NOT NULL,
  category TEXT NOT NULL,        -- newsCategories.id
  categoryCode TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  keywords TEXT NOT NULL,
  image TEXT NOT NULL,
  details TEXT NOT NULL,         -- HTML fragment
  createTime TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX news_lang_newsCode ON news (lang, newsCode);
CREATE INDEX news_lang_category_createTime ON news (lang, category, createTime);
CREATE INDEX news_lang_categoryCode_createTime ON news (lang, categoryCode, createTime);
CREATE INDEX news_lang_createTime ON news (lang, createTime);

CREATE TABLE companyIntro (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  code TEXT NOT NULL,            -- intro, manufacturing, research, global
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  content TEXT NOT NULL,         -- HTML fragment
  image TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX companyIntro_lang_code ON companyIntro (lang, code);

CREATE TABLE certificates (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  groupCode TEXT NOT NULL CHECK (groupCode IN ('patents', 'certifications', 'honors')),
  groupName TEXT NOT NULL,
  groupSort INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX certificates_lang_group ON certificates (lang, groupSort, sort);

CREATE TABLE history (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  year TEXT NOT NULL,            -- "1997"; the timeline is ordered by year
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX history_lang_year ON history (lang, year);

CREATE TABLE conceptChapters (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  code TEXT NOT NULL,            -- craftsmanship, innovation, smartness, research, competitiveness
  anchor TEXT NOT NULL,          -- the ?id= of /concepts that scrolls here
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL,
  slides TEXT NOT NULL DEFAULT '[]',  -- JSON [{year, title, text, images, stats: [{value, unit, label}], tags}]
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX conceptChapters_lang_code ON conceptChapters (lang, code);

CREATE TABLE craftItems (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  chapterId TEXT NOT NULL,       -- conceptChapters.id (craftsmanship)
  title TEXT NOT NULL,
  figure TEXT NOT NULL,          -- e.g. ±5%
  description TEXT NOT NULL,
  image TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX craftItems_chapterId ON craftItems (chapterId, lang, sort);

CREATE TABLE statistics (
  id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-CN', 'en')),
  code TEXT NOT NULL,
  groupCode TEXT NOT NULL,       -- where the figure is shown: company, capacity
  value TEXT NOT NULL,           -- e.g. 2500+
  unit TEXT,
  label TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE UNIQUE INDEX statistics_lang_code ON statistics (lang, code);
CREATE INDEX statistics_lang_groupCode ON statistics (lang, groupCode, sort);

-- Site settings: not per-language rows; the English variant is the key with suffix _en (home / home_en).
-- SEO keys: name = title, valueDefault = keywords, description = description.
CREATE TABLE configs (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  valueDefault TEXT,
  description TEXT
);

-- Contact enquiries and footer subscriptions. Never deleted or altered by the seed.
CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  createdAt TEXT NOT NULL,
  language TEXT NOT NULL,
  variant TEXT NOT NULL CHECK (variant IN ('enquiry', 'subscription')),
  source TEXT NOT NULL,
  contactPerson TEXT NOT NULL,
  company TEXT,
  contactDetails TEXT,
  email TEXT,
  content TEXT NOT NULL,
  ipHash TEXT,
  spam INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX messages_createdAt ON messages (createdAt);
