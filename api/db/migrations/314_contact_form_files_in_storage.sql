-- Files sent with contact forms move out of the submission's transaction: their bytes are
-- written to the file storage (folder submission-files/, never served by /uploads/) before the
-- submission is committed, and the row keeps the key. A 2 MB bytea INSERT held PGlite's one
-- connection for about 2 s, so every other query waited behind it. Rows stored before this
-- keep their bytes in `content` and are read from there.
ALTER TABLE contact_form_submission_files ALTER COLUMN content DROP NOT NULL;
ALTER TABLE contact_form_submission_files ADD COLUMN storage_key TEXT UNIQUE;
ALTER TABLE contact_form_submission_files ADD CONSTRAINT contact_form_submission_files_has_bytes
  CHECK (content IS NOT NULL OR storage_key IS NOT NULL);
