import type { Queryable } from '../db/Database';
import { submissionColumns, toSubmission, type SubmissionRow } from './contactFormsSubmissions';

/** Which submissions an inbox query lists. */
export interface SubmissionQuery {
  /** Only this form's submissions; `null` for those of deleted forms. */
  readonly formId?: number | null;
  /** Case-insensitive text the posted values must contain. */
  readonly search?: string;
  /** Received at or after this instant (ISO 8601). */
  readonly after?: string;
  /** Received before this instant (ISO 8601). */
  readonly before?: string;
  /** `inbox` (not spam, the default), `spam`, or `all`. */
  readonly box?: 'inbox' | 'spam' | 'all';
  /** Page size; every match when absent. */
  readonly limit?: number;
  readonly offset?: number;
}

/** One page of submissions and how many match in all. */
interface SubmissionPage {
  readonly rows: SubmissionRow[];
  readonly total: number;
}

/** `%`, `_` and `\` match literally in a search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function whereClause(query: SubmissionQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.formId === null) conditions.push('contact_form_id IS NULL');
  else if (query.formId !== undefined) add((p) => `contact_form_id = ${p}`, query.formId);
  if (query.search) add((p) => `posted_data::text ILIKE ${p}`, likePattern(query.search));
  if (query.after) add((p) => `created_at >= ${p}::timestamptz`, query.after);
  if (query.before) add((p) => `created_at < ${p}::timestamptz`, query.before);
  const box = query.box ?? 'inbox';
  if (box !== 'all') conditions.push(box === 'spam' ? 'spam' : 'NOT spam');
  return { sql: conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`, params };
}

/** Submissions matching the query, newest first, with the total count of matches. */
export async function searchSubmissions(db: Queryable, query: SubmissionQuery): Promise<SubmissionPage> {
  const { sql, params } = whereClause(query);
  // Bound as numbers the route checked; clamped again since they are written into the SQL.
  const page = query.limit === undefined
    ? ''
    : `LIMIT ${Math.min(Math.max(Math.trunc(query.limit), 1), 500)} OFFSET ${Math.max(Math.trunc(query.offset ?? 0), 0)}`;
  const result = await db.query<Record<string, unknown>>(
    `SELECT ${submissionColumns}, count(*) OVER () AS total FROM contact_form_submissions ${sql}
     ORDER BY created_at DESC, id DESC ${page}`,
    params,
  );
  const first = result.rows[0];
  if (first !== undefined) return { rows: result.rows.map(toSubmission), total: Number(first.total) };
  // A page past the end still reports how many match.
  const counted = await db.query<{ total: unknown }>(`SELECT count(*) AS total FROM contact_form_submissions ${sql}`, params);
  return { rows: [], total: Number(counted.rows[0]?.total ?? 0) };
}

/** One submission, or null. */
export async function findSubmission(db: Queryable, id: number): Promise<SubmissionRow | null> {
  const result = await db.query<Record<string, unknown>>(`SELECT ${submissionColumns} FROM contact_form_submissions WHERE id = $1`, [id]);
  const row = result.rows[0];
  return row ? toSubmission(row) : null;
}

/** Marks a submission as spam or not; null when there is no such submission. */
export async function setSubmissionSpam(db: Queryable, id: number, spam: boolean): Promise<SubmissionRow | null> {
  const result = await db.query<Record<string, unknown>>(
    `UPDATE contact_form_submissions SET spam = $2 WHERE id = $1 RETURNING ${submissionColumns}`, [id, spam]);
  const row = result.rows[0];
  return row ? toSubmission(row) : null;
}

/** Deletes a submission with its files and outbox mail; false when there was none. */
export async function deleteSubmission(db: Queryable, id: number): Promise<boolean> {
  const result = await db.query('DELETE FROM contact_form_submissions WHERE id = $1 RETURNING id', [id]);
  return result.rows.length > 0;
}

/** Submission counts by form id (spam excluded, as CF7's inbox add-ons count). */
export async function countSubmissionsByForm(db: Queryable): Promise<Map<number, number>> {
  const result = await db.query<{ contact_form_id: unknown; total: unknown }>(
    'SELECT contact_form_id, count(*) AS total FROM contact_form_submissions WHERE NOT spam AND contact_form_id IS NOT NULL GROUP BY contact_form_id');
  return new Map(result.rows.map((row) => [Number(row.contact_form_id), Number(row.total)]));
}

/** A stored upload of a submission, without its content. */
interface SubmissionFile {
  id: number;
  submission_id: number;
  field: string;
  filename: string;
  content_type: string;
  bytes: number;
}

/** An upload of a submission whose bytes are already in the file storage, under `storageKey`. */
export interface NewSubmissionFile {
  readonly field: string;
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: number;
  readonly storageKey: string;
}

/** Records the uploads of a submission (their bytes stay in the file storage). */
export async function insertSubmissionFiles(db: Queryable, submissionId: number, files: readonly NewSubmissionFile[]): Promise<void> {
  for (const file of files) {
    await db.query(
      `INSERT INTO contact_form_submission_files (submission_id, field, filename, content_type, bytes, storage_key)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [submissionId, file.field, file.filename, file.contentType, file.bytes, file.storageKey],
    );
  }
}

function toFile(row: Record<string, unknown>): SubmissionFile {
  return {
    id: Number(row.id),
    submission_id: Number(row.submission_id),
    field: String(row.field),
    filename: String(row.filename),
    content_type: String(row.content_type),
    bytes: Number(row.bytes),
  };
}

/** The uploads of a submission, without content, in upload order. */
export async function listSubmissionFiles(db: Queryable, submissionId: number): Promise<SubmissionFile[]> {
  const result = await db.query<Record<string, unknown>>(
    'SELECT id, submission_id, field, filename, content_type, bytes FROM contact_form_submission_files WHERE submission_id = $1 ORDER BY id',
    [submissionId]);
  return result.rows.map(toFile);
}

/**
 * Where an upload's bytes are: `storageKey` in the file storage, or `content` for files stored
 * before they moved there (in the row itself).
 */
export interface SubmissionFileSource extends SubmissionFile {
  readonly storageKey: string | null;
  readonly content: Buffer | null;
}

/** One upload with where its content is, or null. */
export async function findSubmissionFile(db: Queryable, submissionId: number, fileId: number): Promise<SubmissionFileSource | null> {
  const result = await db.query<Record<string, unknown>>(
    `SELECT id, submission_id, field, filename, content_type, bytes, storage_key, content
     FROM contact_form_submission_files WHERE submission_id = $1 AND id = $2`,
    [submissionId, fileId]);
  const row = result.rows[0];
  if (!row) return null;
  return {
    ...toFile(row),
    storageKey: row.storage_key === null ? null : String(row.storage_key),
    content: row.content === null ? null : Buffer.from(row.content as Uint8Array),
  };
}

/** The storage keys of a submission's uploads (none for files kept in their rows). */
export async function storageKeysOfSubmission(db: Queryable, submissionId: number): Promise<string[]> {
  const result = await db.query<{ storage_key: string }>(
    'SELECT storage_key FROM contact_form_submission_files WHERE submission_id = $1 AND storage_key IS NOT NULL', [submissionId]);
  return result.rows.map((row) => String(row.storage_key));
}

/** Which of `keys` an upload of some submission refers to. */
export async function referencedStorageKeys(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await db.query<{ storage_key: string }>(
    'SELECT storage_key FROM contact_form_submission_files WHERE storage_key = ANY($1::text[])', [keys]);
  return new Set(result.rows.map((row) => String(row.storage_key)));
}
