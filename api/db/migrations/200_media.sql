-- Images uploaded for image fields (the site's media library): the full file and the sizes
-- generated from it live under uploads/media/; this table lists them for the media picker.
CREATE TABLE media (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  file TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  sizes JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX media_created ON media (created_at DESC, id DESC);
