-- Uploaded files as rows (map files, marker images, media and their sizes, calibrated map
-- copies), for servers sharing one PostgreSQL: the default file storage with DATABASE_URL.
-- A key is the file's path under /uploads/; a key is written once and never rewritten.
CREATE TABLE stored_files (
  key TEXT PRIMARY KEY,
  content BYTEA NOT NULL,
  size INTEGER NOT NULL,
  etag TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
