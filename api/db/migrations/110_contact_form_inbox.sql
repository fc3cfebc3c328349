-- The contact-form inbox: the admin marks submissions as spam (kept, but out of the inbox).
ALTER TABLE contact_form_submissions ADD COLUMN spam BOOLEAN NOT NULL DEFAULT false;

-- Files uploaded with a submission, kept in the database (every server process sees them) so
-- the admin can open them from the inbox and a retried mail can attach them again.
CREATE TABLE contact_form_submission_files (
  id SERIAL PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES contact_form_submissions(id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL DEFAULT 'application/octet-stream',
  bytes INTEGER NOT NULL,
  content BYTEA NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX contact_form_submission_files_submission ON contact_form_submission_files (submission_id);

-- Why the last attempt to send an outbox message failed ('' when it was never tried).
ALTER TABLE contact_form_outbox ADD COLUMN last_error TEXT NOT NULL DEFAULT '';
