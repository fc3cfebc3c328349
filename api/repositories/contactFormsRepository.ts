import type { Queryable } from '../db/Database';

/** Mail settings of a contact form, named as in Contact Form 7's `mail` property. */
export interface ContactFormMail {
  /** `To:`; may hold `[field]` placeholders. */
  recipient: string;
  /** `From:`; may hold `[field]` placeholders. */
  sender: string;
  subject: string;
  body: string;
  /** Extra header lines such as `Reply-To: [your-email]`. */
  additional_headers: string;
}

/** A stored contact form. `messages` holds only the form's overrides of the default messages. */
export interface ContactFormRow {
  id: number;
  slug: string;
  title: string;
  locale: string;
  /** The form template in Contact Form 7's form-tag syntax. */
  form: string;
  mail: ContactFormMail;
  messages: Record<string, string>;
  /** Contact Form 7's additional settings text, one `name: value` per line. */
  additional_settings: string;
}

/** The writable fields of a contact form. */
export type ContactFormInput = Omit<ContactFormRow, 'id'>;

/** Mail settings of a form created without any: Contact Form 7's defaults, minus the site name. */
export const defaultMail: ContactFormMail = {
  recipient: 'admin@example.com',
  sender: 'Map Studio <wordpress@example.com>',
  subject: 'Map Studio "[your-subject]"',
  body: 'From: [your-name] [your-email]\nSubject: [your-subject]\n\nMessage Body:\n[your-message]',
  additional_headers: 'Reply-To: [your-email]',
};

const columns = 'id, slug, title, locale, form, mail, messages, additional_settings';

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function stringRecord(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function toRow(row: Record<string, unknown>): ContactFormRow {
  return {
    id: Number(row.id),
    slug: String(row.slug ?? ''),
    title: String(row.title ?? ''),
    locale: String(row.locale ?? 'en_US'),
    form: String(row.form ?? ''),
    mail: { ...defaultMail, ...stringRecord(parseJson(row.mail)) },
    messages: stringRecord(parseJson(row.messages)),
    additional_settings: String(row.additional_settings ?? ''),
  };
}

/** Creates a contact form. */
export async function insertContactForm(db: Queryable, form: ContactFormInput): Promise<ContactFormRow> {
  const result = await db.query<Record<string, unknown>>(
    `INSERT INTO contact_forms (slug, title, locale, form, mail, messages, additional_settings)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) RETURNING ${columns}`,
    [form.slug, form.title, form.locale, form.form, JSON.stringify(form.mail), JSON.stringify(form.messages), form.additional_settings],
  );
  const row = result.rows[0];
  if (!row) throw new Error('The contact form was not created.');
  return toRow(row);
}

/** Replaces a contact form's fields; null when there is no such form. */
export async function updateContactForm(db: Queryable, id: number, form: ContactFormInput): Promise<ContactFormRow | null> {
  const result = await db.query<Record<string, unknown>>(
    `UPDATE contact_forms SET slug = $2, title = $3, locale = $4, form = $5, mail = $6::jsonb, messages = $7::jsonb,
       additional_settings = $8, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, form.slug, form.title, form.locale, form.form, JSON.stringify(form.mail), JSON.stringify(form.messages), form.additional_settings],
  );
  const row = result.rows[0];
  return row ? toRow(row) : null;
}

/** Finds one contact form by id. */
export async function findContactForm(db: Queryable, id: number): Promise<ContactFormRow | null> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${columns} FROM contact_forms WHERE id = $1`, [id]);
  const row = result.rows[0];
  return row ? toRow(row) : null;
}

/** Finds one contact form by slug (the oldest, if several share it). */
export async function findContactFormBySlug(db: Queryable, slug: string): Promise<ContactFormRow | null> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${columns} FROM contact_forms WHERE slug = $1 ORDER BY id LIMIT 1`, [slug]);
  const row = result.rows[0];
  return row ? toRow(row) : null;
}

/** Lists contact forms in creation order. */
export async function listContactForms(db: Queryable): Promise<ContactFormRow[]> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${columns} FROM contact_forms ORDER BY id`);
  return result.rows.map(toRow);
}

/** Deletes a contact form; its submissions stay. Returns the deleted form, or null. */
export async function deleteContactForm(db: Queryable, id: number): Promise<ContactFormRow | null> {
  const result = await db.query<Record<string, unknown>>(`DELETE FROM contact_forms WHERE id = $1 RETURNING ${columns}`, [id]);
  const row = result.rows[0];
  return row ? toRow(row) : null;
}

/** Secrets never change once stored: each database's are read once per process. */
const knownSecrets = new WeakMap<Queryable, Map<string, string>>();

/**
 * The value of a named secret, created with `generate()` on first use. Concurrent first uses
 * agree on one value (the insert that loses the race is ignored and the winner's value read).
 * Later calls answer from memory, so a submission costs no secret queries.
 */
export async function contactFormSecret(db: Queryable, name: string, generate: () => string): Promise<string> {
  const known = knownSecrets.get(db)?.get(name);
  if (known !== undefined) return known;
  const value = await storeSecret(db, name, generate);
  const secrets = knownSecrets.get(db) ?? new Map<string, string>();
  secrets.set(name, value);
  knownSecrets.set(db, secrets);
  return value;
}

async function storeSecret(db: Queryable, name: string, generate: () => string): Promise<string> {
  await db.query('INSERT INTO contact_form_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, generate()]);
  const result = await db.query<{ value: string }>('SELECT value FROM contact_form_secrets WHERE name = $1', [name]);
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error(`The secret ${name} could not be stored.`);
  return value;
}
