import Papa from 'papaparse';
import { scanFormTags } from '../../../domain/contact-form';
import type { Queryable } from '../../db/Database';
import { listSubmissionFiles, readSubmissionFile } from '../../repositories/contactFormsInbox';
import { deleteOutboxMessage, setOutboxError, setSubmissionMailStatus, type OutboxRow, type SubmissionRow } from '../../repositories/contactFormsSubmissions';
import type { Attachment, MailTransport } from './mail';

/**
 * Cells a spreadsheet would run as a formula: starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return, or their full-width forms, which some spreadsheets also accept.
 */
const formulaStart = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** Field names of a form that hold visitor input, in template order. */
function fieldNames(template: string): string[] {
  const skipped = new Set(['submit', 'count', 'quiz', 'captchac', 'captchar', 'hidden']);
  const names = scanFormTags(template).filter((tag) => tag.name !== '' && !skipped.has(tag.basetype)).map((tag) => tag.name);
  return [...new Set(names)];
}

/** A posted value as one cell: lists joined by `, `, files by their names. */
function cellOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(cellOf).join(', ');
  if (typeof value === 'object') return String((value as { name?: unknown }).name ?? '');
  return String(value);
}

/**
 * The submissions as CSV: date, the form's fields in template order (then any other posted
 * field), spam flag and mail status. Cells that start like a formula are prefixed with `'` so
 * a spreadsheet shows them as text instead of running them.
 */
export function submissionsCsv(template: string, submissions: readonly SubmissionRow[]): string {
  const fields = fieldNames(template);
  for (const submission of submissions) {
    for (const name of Object.keys(submission.posted_data)) if (!fields.includes(name)) fields.push(name);
  }
  const rows = submissions.map((submission) => [
    String(submission.id),
    submission.created_at,
    ...fields.map((field) => cellOf(submission.posted_data[field])),
    submission.spam ? 'spam' : '',
    submission.mail_status,
  ]);
  // BOM so spreadsheets read the file as UTF-8.
  return `\uFEFF${Papa.unparse({ fields: ['id', 'date', ...fields, 'spam', 'mail'], data: rows }, { escapeFormulae: formulaStart, newline: '\r\n' })}`;
}

/** The outcome of sending an outbox message again. */
export type RetryOutcome = { readonly sent: true } | { readonly sent: false; readonly error: string };

async function attachmentsOf(db: Queryable, submissionId: number | null): Promise<Attachment[]> {
  if (submissionId === null) return [];
  const files = await listSubmissionFiles(db, submissionId);
  const attachments: Attachment[] = [];
  for (const file of files) {
    const stored = await readSubmissionFile(db, submissionId, file.id);
    if (stored) attachments.push({ filename: stored.filename, contentType: stored.content_type, content: stored.content });
  }
  return attachments;
}

/**
 * Sends an outbox message over SMTP. Sent: the message leaves the outbox and its submission's
 * mail status becomes `sent`. Failed: the message stays, with the error recorded.
 */
export async function retryOutboxMessage(db: Queryable, transport: MailTransport, message: OutboxRow): Promise<RetryOutcome> {
  const mail = {
    to: message.mail_to,
    from: message.mail_from,
    subject: message.subject,
    body: message.body,
    headers: message.headers,
    attachments: await attachmentsOf(db, message.submission_id),
  };
  try {
    await transport.send(mail, message.submission_id ?? 0);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await setOutboxError(db, message.id, reason);
    return { sent: false, error: reason };
  }
  await deleteOutboxMessage(db, message.id);
  if (message.submission_id !== null) await setSubmissionMailStatus(db, message.submission_id, 'sent');
  return { sent: true };
}
