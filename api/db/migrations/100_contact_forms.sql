-- Contact forms (Contact Form 7 compatible): the form template in CF7's form-tag syntax,
-- mail settings and message overrides as JSON, additional settings as CF7's "key: value" text.
CREATE TABLE contact_forms (
  id SERIAL PRIMARY KEY,
  slug TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  locale TEXT NOT NULL DEFAULT 'en_US',
  form TEXT NOT NULL DEFAULT '',
  mail JSONB NOT NULL DEFAULT '{}'::jsonb,
  messages JSONB NOT NULL DEFAULT '{}'::jsonb,
  additional_settings TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Every accepted submission, stored before mail is attempted so a mail failure loses nothing.
-- Submissions outlive their form (ON DELETE SET NULL): deleting a form keeps what was sent.
CREATE TABLE contact_form_submissions (
  id SERIAL PRIMARY KEY,
  contact_form_id INTEGER REFERENCES contact_forms(id) ON DELETE SET NULL,
  form_title TEXT NOT NULL DEFAULT '',
  unit_tag TEXT NOT NULL DEFAULT '',
  container_post_id INTEGER,
  posted_data JSONB NOT NULL DEFAULT '{}'::jsonb,
  consents JSONB NOT NULL DEFAULT '[]'::jsonb,
  posted_data_hash TEXT NOT NULL DEFAULT '',
  mail_status TEXT NOT NULL DEFAULT 'pending',
  mail_error TEXT NOT NULL DEFAULT '',
  remote_ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX contact_form_submissions_form ON contact_form_submissions (contact_form_id, created_at);

-- Mail kept on the server when no SMTP_URL is configured; the admin reads it through the API.
CREATE TABLE contact_form_outbox (
  id SERIAL PRIMARY KEY,
  submission_id INTEGER REFERENCES contact_form_submissions(id) ON DELETE CASCADE,
  mail_to TEXT NOT NULL DEFAULT '',
  mail_from TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  headers TEXT NOT NULL DEFAULT '',
  attachments JSONB NOT NULL DEFAULT '[]'::jsonb,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Server-side secrets of the contact forms (the quiz answer hash key), created on first use
-- and kept so hashes rendered into pages stay valid across restarts.
CREATE TABLE contact_form_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
