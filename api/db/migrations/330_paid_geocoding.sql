-- Answers of the paid geocoder, shared by every server process so one address costs one paid
-- call: keyed by the normalised request, kept for a limited time and a limited number of rows
-- (the service prunes the oldest). Google allows coordinates to be cached for 30 days.
CREATE TABLE geocoding_cache (
  key TEXT PRIMARY KEY,
  answer JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX geocoding_cache_age ON geocoding_cache (created_at);

-- Paid geocoding calls per day (UTC), reserved one by one before each call so several server
-- processes never pass the admin's daily cap between them.
CREATE TABLE geocoding_usage (
  day DATE PRIMARY KEY,
  calls INTEGER NOT NULL DEFAULT 0
);

-- Settings of the whole site (not of one map) that the admin sets, one JSON value per name.
CREATE TABLE site_settings (
  name TEXT PRIMARY KEY,
  value JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
