-- Users of the admin context and their sessions.
CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  nonce TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- The site's posts: pages and posts that embed maps and forms through shortcodes.
CREATE TABLE posts (
  id SERIAL PRIMARY KEY,
  post_type TEXT NOT NULL DEFAULT 'post',
  title TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX posts_post_type ON posts (post_type);

-- Maps: options are stored decoded, as JSON.
CREATE TABLE maps (
  id SERIAL PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  status SMALLINT NOT NULL DEFAULT 1,
  options JSONB NOT NULL DEFAULT '{}'::jsonb,
  version TEXT NOT NULL DEFAULT '1.0.0',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
