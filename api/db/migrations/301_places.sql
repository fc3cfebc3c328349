-- The offline geocoder's place index, shared by every server process. The rows are written
-- once per database after this migration, by the first server that needs them (the place
-- lists are npm packages, not SQL); place_index records which version of the data the rows
-- hold and who is writing them.
CREATE TABLE places (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  -- The searched name: no accents, lower case, punctuation as spaces. Byte order ("C") so
  -- that a prefix search is a range scan of the index.
  folded TEXT COLLATE "C" NOT NULL,
  country TEXT NOT NULL,
  admin1 TEXT NOT NULL,
  region TEXT NOT NULL,
  lat DOUBLE PRECISION NOT NULL,
  lng DOUBLE PRECISION NOT NULL,
  population INTEGER NOT NULL,
  importance REAL NOT NULL,
  -- One-degree cell of the point (floor(lat) * 360 + floor(lng)), for nearest-place lookups.
  cell INTEGER NOT NULL
);

CREATE INDEX places_folded ON places (folded);
CREATE INDEX places_cell ON places (cell);

CREATE TABLE place_index (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('building', 'ready')),
  build_id TEXT NOT NULL,
  heartbeat_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  row_count INTEGER NOT NULL DEFAULT 0
);
