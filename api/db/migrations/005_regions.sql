-- Which map file each regions table was last filled from. A map made from an SVG has its
-- regions in the file only; the server copies their ids and titles into the regions table (so
-- imports, record links and region data have rows to refer to) and records the file here, so
-- a changed file (a new upload, a calibrated copy, another prefix) is read again, and an
-- unchanged one is not.
CREATE TABLE region_file_syncs (
  table_name TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  region_prefix TEXT NOT NULL DEFAULT '',
  file_hash TEXT NOT NULL,
  synced_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
