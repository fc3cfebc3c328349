-- Captcha challenges are stateless (the answer is derived from the challenge with a secret);
-- this table only records the challenges already answered, so none can be replayed.
CREATE TABLE contact_form_captcha_used (
  challenge TEXT PRIMARY KEY,
  used_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX contact_form_captcha_used_at ON contact_form_captcha_used (used_at);
