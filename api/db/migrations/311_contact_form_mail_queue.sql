-- Form mail over SMTP is a durable job: its outbox row is written in the submission's own
-- transaction as 'queued', claimed as 'sending' right before it is handed to the mail server,
-- and deleted once the server accepted it. 'kept' rows wait for the admin (outbox mode, a
-- failed send, or a send a crash interrupted, which may or may not have been delivered).
ALTER TABLE contact_form_outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'kept';
ALTER TABLE contact_form_outbox ADD COLUMN claimed_at TIMESTAMPTZ;
ALTER TABLE contact_form_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX contact_form_outbox_waiting ON contact_form_outbox (state, id) WHERE state <> 'kept';

-- Submissions a crash left 'pending' before mail was a job have no message to send again.
UPDATE contact_form_submissions SET mail_status = 'failed',
  mail_error = 'The server stopped while this mail was being sent; it may not have been delivered, and no copy was kept.'
WHERE mail_status = 'pending'
  AND NOT EXISTS (SELECT 1 FROM contact_form_outbox WHERE contact_form_outbox.submission_id = contact_form_submissions.id);
