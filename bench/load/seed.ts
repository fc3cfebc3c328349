import { mapTableNames } from '../../api/services/records/mapTables';

const API = '/wp-json/mapsvg/v1';
const CF7 = '/wp-json/contact-form-7/v1';

/** An admin session: the cookie and the nonce every write needs. */
export interface AdminSession {
  cookie: string;
  nonce: string;
}

/** One request autocannon sends. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Logs in as the admin through the REST API, as the admin screens do. */
export async function logIn(baseUrl: string, password: string): Promise<AdminSession> {
  const response = await expectOk(await fetch(`${baseUrl}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  }), 'Login');
  const cookie = response.headers.getSetCookie().map((entry) => entry.split(';')[0]).join('; ');
  const { nonce } = await response.json() as { nonce: string };
  return { cookie, nonce };
}

const CATEGORIES = ['Flagship store', 'Store', 'Outlet', 'Pickup point'];
const STATES = ['US-TX', 'US-CA', 'US-NY', 'US-FL', 'US-IL', 'US-WA', 'US-CO', 'US-GA'];

/**
 * Extra stores as CSV-import rows (text cells, so the server's import rules run), spread over
 * the mainland with a fixed pattern so every run loads the same data.
 */
function extraStores(count: number): Record<string, string>[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `Load store ${index + 1}`,
    description: `Store number ${index + 1}, opened for the load benchmark.`,
    category: CATEGORIES[index % CATEGORIES.length] ?? 'Store',
    location: `${(30 + ((index * 7) % 170) / 10).toFixed(4)}, ${(-120 + ((index * 13) % 420) / 10).toFixed(4)}`,
    regions: STATES[index % STATES.length] ?? 'US-TX',
  }));
}

/**
 * The visitor's read path of the demo "United States" map after adding `extraRecords` stores to
 * its records table: the map (with its options), the regions list, and record pages filtered by
 * category and by region, as the directory and filters ask for them.
 */
export async function prepareReadPath(baseUrl: string, admin: AdminSession, extraRecords: number): Promise<LoadRequest[]> {
  const listed = await (await expectOk(await fetch(`${baseUrl}${API}/maps/`), 'Map list')).json() as { maps: Array<{ id: number; title: string; options?: Record<string, unknown> }> };
  const map = listed.maps.find((entry) => entry.title === 'United States');
  if (!map) throw new Error('The demo "United States" map is missing.');
  const { regions, objects } = mapTableNames(map.id, map.options ?? {});
  const headers = { cookie: admin.cookie, 'x-wp-nonce': admin.nonce, 'content-type': 'application/json' };
  const rows = extraStores(extraRecords);
  for (let offset = 0; offset < rows.length; offset += 500) {
    const data = JSON.stringify(rows.slice(offset, offset + 500));
    await expectOk(await fetch(`${baseUrl}${API}/objects/${objects}/import`, { method: 'POST', headers, body: JSON.stringify({ data, offset }) }), 'Import');
  }
  const records = `${API}/objects/${objects}/?perpage=30`;
  const byRegion = encodeURIComponent(JSON.stringify({ regions: { table_name: regions, region_ids: ['US-TX'] } }));
  return [
    { method: 'GET', path: `${API}/maps/${map.id}` },
    { method: 'GET', path: `${API}/regions/${regions}/?perpage=0` },
    { method: 'GET', path: `${records}&filters[category]=store` },
    { method: 'GET', path: `${records}&page=2&filters=${byRegion}&sort[0][field]=title&sort[0][order]=asc` },
  ];
}

/** The seeded demo contact form's id. */
async function demoFormId(baseUrl: string, admin: AdminSession): Promise<number> {
  const response = await expectOk(await fetch(`${baseUrl}${CF7}/contact-forms`, { headers: { cookie: admin.cookie, 'x-wp-nonce': admin.nonce } }), 'Form list');
  const forms = await response.json() as Array<{ id: number; slug: string }>;
  const form = forms.find((entry) => entry.slug === 'demo-contact-form');
  if (!form) throw new Error('The demo contact form is missing.');
  return form.id;
}

/**
 * A correct submission of the demo contact form as the widget posts it (multipart, hidden
 * `_wpcf7*` inputs, the quiz answer with the hash the refill call hands out, consent given).
 * The quiz hash does not depend on the visitor, so one body can be posted many times.
 */
export async function prepareFeedback(baseUrl: string, admin: AdminSession): Promise<{ formId: number; request: LoadRequest }> {
  const formId = await demoFormId(baseUrl, admin);
  const refill = await (await expectOk(await fetch(`${baseUrl}${CF7}/contact-forms/${formId}/refill`), 'Refill')).json() as { quiz?: Record<string, [string, string]> };
  const quizHash = refill.quiz?.['your-quiz']?.[1];
  if (quizHash === undefined) throw new Error('The demo form has no quiz hash.');
  const form = new FormData();
  const fields: [string, string][] = [
    ['_wpcf7', String(formId)], ['_wpcf7_version', '6.0.6'], ['_wpcf7_locale', 'en_US'],
    ['_wpcf7_unit_tag', `wpcf7-f${formId}-o1`], ['_wpcf7_container_post', '0'], ['_wpcf7_posted_data_hash', ''],
    ['your-name', 'Load Tester'], ['your-email', 'load@example.com'], ['your-website', 'https://example.com'],
    ['your-phone', '+1 555 0100'], ['your-topic', 'Maps'], ['your-interests[]', 'Regions'],
    ['your-message', 'A message sent by the load benchmark.'], ['your-quiz', 'Paris'],
    ['_wpcf7_quiz_answer_your-quiz', quizHash], ['your-consent', '1'],
  ];
  for (const [name, value] of fields) form.append(name, value);
  // Response serialises FormData with its boundary, exactly as fetch would send it.
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? '';
  const body = Buffer.from(await encoded.arrayBuffer());
  return { formId, request: { method: 'POST', path: `${CF7}/contact-forms/${formId}/feedback`, headers: { 'content-type': contentType }, body } };
}

/** Sends one load request with fetch (outside the measured run: checks and warm-up). */
export function sendOnce(baseUrl: string, request: LoadRequest): Promise<Response> {
  const body = request.body ? new Uint8Array(request.body) : undefined;
  return fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body });
}

/** Whether one posted request is answered `mail_sent`: a 200 with any other status would hide failures. */
export async function checkFeedbackAccepted(baseUrl: string, request: LoadRequest): Promise<void> {
  const response = await expectOk(await sendOnce(baseUrl, request), 'Feedback');
  const answer = await response.json() as { status?: string; invalid_fields?: unknown };
  if (answer.status !== 'mail_sent') throw new Error(`The load submission is not accepted: ${JSON.stringify(answer)}`);
}

/** How many submissions of the form the server has stored. */
export async function countSubmissions(baseUrl: string, admin: AdminSession, formId: number): Promise<number> {
  const response = await expectOk(await fetch(`${baseUrl}${CF7}/contact-forms/${formId}/submissions`, { headers: { cookie: admin.cookie, 'x-wp-nonce': admin.nonce } }), 'Submissions');
  const body = await response.json() as unknown[] | { submissions?: unknown[] };
  return Array.isArray(body) ? body.length : body.submissions?.length ?? 0;
}
