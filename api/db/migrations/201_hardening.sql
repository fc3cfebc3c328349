-- Request counters every server process shares, kept across restarts: login attempts per
-- address and per username, contact-form submissions per address. A counter covers one window
-- that starts at its first hit; a hit after the window has passed starts a new one.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  key TEXT NOT NULL,
  hits INTEGER NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (bucket, key)
);

CREATE INDEX rate_limits_window ON rate_limits (window_start);
