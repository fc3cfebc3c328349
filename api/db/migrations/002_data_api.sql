-- Schemas: each one describes and owns a data table (objects_{mapId}, regions_{mapId}, ...).
CREATE TABLE schemas (
  id SERIAL PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL DEFAULT 'object',
  fields JSONB NOT NULL DEFAULT '[]'::jsonb,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Maps saved by the older (v2) editor; same shape as maps, migrated on createFromV2.
CREATE TABLE maps_v2 (
  id SERIAL PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  status SMALLINT NOT NULL DEFAULT 1,
  options JSONB NOT NULL DEFAULT '{}'::jsonb,
  version TEXT NOT NULL DEFAULT '2.0.0',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Post search filters by type and matches titles.
CREATE INDEX posts_title_lower ON posts (lower(title));
