import type { Queryable } from '../db/Database';

/** Outcome of the mail for a stored submission: sent over SMTP, kept in the outbox, failed, or skipped by `skip_mail`. */
export type MailStatus = 'pending' | 'sent' | 'outbox' | 'failed' | 'skipped';

/** One accepted submission of a contact form. */
export interface SubmissionRow {
  id: number;
  contact_form_id: number | null;
  form_title: string;
  unit_tag: string;
  container_post_id: number | null;
  /** Posted values by field name (files as `{ name, type, size }`). */
  posted_data: Record<string, unknown>;
  consents: { name: string; content: string }[];
  posted_data_hash: string;
  mail_status: MailStatus;
  mail_error: string;
  /** Marked as spam by the admin: kept, but shown apart from the inbox. */
  spam: boolean;
  created_at: string;
}

/**
 * Where an outbox message stands: `queued` (a mail job waiting to be sent), `sending` (handed to
 * the mail server), `kept` (waiting for the admin: outbox mode, a failed or interrupted send).
 */
type OutboxState = 'queued' | 'sending' | 'kept';

/** A message in the outbox: kept (no SMTP server, or sending failed) or a mail job in progress. */
export interface OutboxRow {
  id: number;
  submission_id: number | null;
  mail_to: string;
  mail_from: string;
  subject: string;
  body: string;
  headers: string;
  attachments: { filename: string; size: number }[];
  /** Why the last send of this message failed; '' when it was never tried. */
  last_error: string;
  state: OutboxState;
  /** How many times sending it was started. */
  attempts: number;
  created_at: string;
}

function parseJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function timestamp(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** The columns {@link toSubmission} reads. */
export const submissionColumns = `id, contact_form_id, form_title, unit_tag, container_post_id, posted_data, consents,
  posted_data_hash, mail_status, mail_error, spam, created_at`;

/** A submission row as the API returns it. */
export function toSubmission(row: Record<string, unknown>): SubmissionRow {
  return {
    id: Number(row.id),
    contact_form_id: row.contact_form_id === null ? null : Number(row.contact_form_id),
    form_title: String(row.form_title ?? ''),
    unit_tag: String(row.unit_tag ?? ''),
    container_post_id: row.container_post_id === null ? null : Number(row.container_post_id),
    posted_data: parseJson(row.posted_data, {}),
    consents: parseJson(row.consents, []),
    posted_data_hash: String(row.posted_data_hash ?? ''),
    mail_status: String(row.mail_status) as MailStatus,
    mail_error: String(row.mail_error ?? ''),
    spam: row.spam === true,
    created_at: timestamp(row.created_at),
  };
}

/** What is stored for a new submission. */
export interface NewSubmission {
  contact_form_id: number;
  form_title: string;
  unit_tag: string;
  container_post_id: number | null;
  posted_data: Record<string, unknown>;
  consents: readonly { name: string; content: string }[];
  posted_data_hash: string;
  remote_ip: string;
  user_agent: string;
}

function submissionParams(submission: NewSubmission): unknown[] {
  return [submission.contact_form_id, submission.form_title, submission.unit_tag, submission.container_post_id,
    JSON.stringify(submission.posted_data), JSON.stringify(submission.consents), submission.posted_data_hash,
    submission.remote_ip, submission.user_agent];
}

const insertSubmissionSql = `INSERT INTO contact_form_submissions (contact_form_id, form_title, unit_tag, container_post_id, posted_data, consents,
    posted_data_hash, remote_ip, user_agent, mail_status)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10) RETURNING ${submissionColumns}`;

function storedRow(rows: Record<string, unknown>[]): SubmissionRow {
  const row = rows[0];
  if (!row) throw new Error('The submission was not stored.');
  return toSubmission(row);
}

/** Stores a submission with the given mail status (`pending` until the mail has been tried). */
export async function insertSubmission(db: Queryable, submission: NewSubmission, status: MailStatus = 'pending'): Promise<SubmissionRow> {
  const result = await db.query<Record<string, unknown>>(insertSubmissionSql, [...submissionParams(submission), status]);
  return storedRow(result.rows);
}

/**
 * Stores a submission and its outbox message (kept, or a `queued` mail job) as ONE statement:
 * both rows or neither, one commit, and on the single-connection PGlite one turn in the query
 * queue instead of four (begin, two inserts, commit). Answers the submission and the message's id.
 */
export async function insertSubmissionWithOutbox(db: Queryable, submission: NewSubmission, status: MailStatus, message: Omit<NewOutboxMessage, 'submission_id'>, state: 'kept' | 'queued'): Promise<{ submission: SubmissionRow; outboxId: number }> {
  const result = await db.query<Record<string, unknown>>(
    `WITH stored AS (${insertSubmissionSql}),
     kept AS (
       INSERT INTO contact_form_outbox (submission_id, mail_to, mail_from, subject, body, headers, attachments, state)
       SELECT id, $11, $12, $13, $14, $15, $16::jsonb, $17 FROM stored RETURNING id
     )
     SELECT stored.*, kept.id AS outbox_id FROM stored, kept`,
    [...submissionParams(submission), status, message.mail_to, message.mail_from, message.subject, message.body,
      message.headers, JSON.stringify(message.attachments), state],
  );
  return { submission: storedRow(result.rows), outboxId: Number(result.rows[0]?.outbox_id) };
}

/** A message to keep in the outbox. */
export type NewOutboxMessage = Omit<OutboxRow, 'id' | 'created_at' | 'last_error' | 'state' | 'attempts'>;

/** Puts a message in the outbox: kept for the admin, or `queued` as a mail job. Answers its id. */
export async function insertOutboxMessage(db: Queryable, message: NewOutboxMessage, state: 'kept' | 'queued' = 'kept'): Promise<number> {
  const result = await db.query<{ id: unknown }>(
    `INSERT INTO contact_form_outbox (submission_id, mail_to, mail_from, subject, body, headers, attachments, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING id`,
    [message.submission_id, message.mail_to, message.mail_from, message.subject, message.body, message.headers,
      JSON.stringify(message.attachments), state],
  );
  return Number(result.rows[0]?.id);
}

/** The columns {@link toOutboxRow} reads. */
export const outboxColumns = 'id, submission_id, mail_to, mail_from, subject, body, headers, attachments, last_error, state, attempts, created_at';

/** The outbox, newest first. */
export async function listOutbox(db: Queryable): Promise<OutboxRow[]> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${outboxColumns} FROM contact_form_outbox ORDER BY id DESC`);
  return result.rows.map(toOutboxRow);
}

/** One outbox message, or null. */
export async function findOutboxMessage(db: Queryable, id: number): Promise<OutboxRow | null> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${outboxColumns} FROM contact_form_outbox WHERE id = $1`, [id]);
  const row = result.rows[0];
  return row ? toOutboxRow(row) : null;
}

/** An outbox row as the API returns it. */
export function toOutboxRow(row: Record<string, unknown>): OutboxRow {
  return ({
    id: Number(row.id),
    submission_id: row.submission_id === null ? null : Number(row.submission_id),
    mail_to: String(row.mail_to),
    mail_from: String(row.mail_from),
    subject: String(row.subject),
    body: String(row.body),
    headers: String(row.headers),
    attachments: parseJson(row.attachments, []),
    last_error: String(row.last_error ?? ''),
    state: String(row.state ?? 'kept') as OutboxState,
    attempts: Number(row.attempts ?? 0),
    created_at: timestamp(row.created_at),
  });
}
