import Papa from 'papaparse';
import { scanFormTags } from '../../../domain/contact-form';
import type { SubmissionRow } from '../../repositories/contactFormsSubmissions';

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
