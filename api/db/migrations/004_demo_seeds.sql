-- Demo data sets that are seeded in the background after the server listens (the "World
-- cities" map's records). `done` counts the records written so far and moves in the same
-- transaction as each batch, so a restart resumes exactly where the last batch ended: nothing
-- is written twice or left out. A finished seed never runs again, even if its records are
-- later edited or deleted.
CREATE TABLE demo_seeds (
  name TEXT PRIMARY KEY,
  table_name TEXT NOT NULL,
  done INTEGER NOT NULL DEFAULT 0,
  finished BOOLEAN NOT NULL DEFAULT FALSE,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
