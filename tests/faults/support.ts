import { mapTableNames } from '../../api/services/records/mapTables';
import type { Admin } from '../e2e/support/server';

const API = '/wp-json/mapsvg/v1';
const CF7 = '/wp-json/contact-form-7/v1';

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The records table of the demo "United States" map. */
export async function demoObjectsTable(baseUrl: string): Promise<string> {
  const listed = await (await ok(await fetch(`${baseUrl}${API}/maps/`), 'Map list')).json() as { maps: Array<{ id: number; title: string; options?: Record<string, unknown> }> };
  const map = listed.maps.find((entry) => entry.title === 'United States');
  if (!map) throw new Error('The demo "United States" map is missing.');
  return mapTableNames(map.id, map.options ?? {}).objects;
}

/** Posts one import chunk as the admin's CSV importer does (records as a JSON string). */
export function postImportChunk(baseUrl: string, admin: Admin, table: string, rows: Record<string, string>[], offset: number): Promise<Response> {
  return fetch(`${baseUrl}${API}/objects/${table}/import`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ data: JSON.stringify(rows), offset }),
  });
}

/** Titles of every record of a table. */
export async function recordTitles(baseUrl: string, table: string): Promise<string[]> {
  const response = await ok(await fetch(`${baseUrl}${API}/objects/${table}/?perpage=0`), 'Record list');
  const { objects } = await response.json() as { objects: Array<{ title?: string }> };
  return objects.map((record) => String(record.title ?? ''));
}

/** The demo contact form's id and a correct quiz answer hash for it. */
export async function demoForm(baseUrl: string, admin: Admin): Promise<{ id: number; quizHash: string }> {
  const forms = await (await ok(await fetch(`${baseUrl}${CF7}/contact-forms`, { headers: admin.headers }), 'Form list')).json() as Array<{ id: number; slug: string }>;
  const form = forms.find((entry) => entry.slug === 'demo-contact-form');
  if (!form) throw new Error('The demo contact form is missing.');
  const refill = await (await ok(await fetch(`${baseUrl}${CF7}/contact-forms/${form.id}/refill`), 'Refill')).json() as { quiz?: Record<string, [string, string]> };
  const quizHash = refill.quiz?.['your-quiz']?.[1];
  if (!quizHash) throw new Error('The demo form has no quiz hash.');
  return { id: form.id, quizHash };
}

/** Posts a correct submission of the demo form whose message is `message`. */
export function postSubmission(baseUrl: string, form: { id: number; quizHash: string }, message: string): Promise<Response> {
  const body = new FormData();
  const fields: [string, string][] = [
    ['_wpcf7', String(form.id)], ['_wpcf7_version', '6.0.6'], ['_wpcf7_locale', 'en_US'],
    ['_wpcf7_unit_tag', `wpcf7-f${form.id}-o1`], ['_wpcf7_container_post', '0'], ['_wpcf7_posted_data_hash', ''],
    ['your-name', 'Fault Tester'], ['your-email', 'fault@example.com'], ['your-website', 'https://example.com'],
    ['your-phone', '+1 555 0100'], ['your-topic', 'Maps'], ['your-interests[]', 'Regions'],
    ['your-message', message], ['your-quiz', 'Paris'], ['_wpcf7_quiz_answer_your-quiz', form.quizHash], ['your-consent', '1'],
  ];
  for (const [name, value] of fields) body.append(name, value);
  return fetch(`${baseUrl}${CF7}/contact-forms/${form.id}/feedback`, { method: 'POST', body });
}

/** Stored submissions (message and mail status) and the outbox's subjects by submission id. */
export async function storedMail(baseUrl: string, admin: Admin): Promise<{ submissions: Array<{ id: number; message: string; status: string }>; outbox: Set<number> }> {
  const submissions = await (await ok(await fetch(`${baseUrl}${CF7}/submissions`, { headers: admin.headers }), 'Submissions')).json() as Array<{ id: number; posted_data: Record<string, unknown>; mail_status: string }>;
  const outbox = await (await ok(await fetch(`${baseUrl}${CF7}/outbox`, { headers: admin.headers }), 'Outbox')).json() as Array<{ submission_id: number | null }>;
  return {
    submissions: submissions.map((row) => ({ id: row.id, message: String(row.posted_data['your-message'] ?? ''), status: row.mail_status })),
    outbox: new Set(outbox.flatMap((row) => (row.submission_id === null ? [] : [row.submission_id]))),
  };
}

/** Resolves after `ms` milliseconds. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
