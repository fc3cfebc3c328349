import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { LocalFolderStorage } from '../../api/storage/LocalFolderStorage';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { cf7, closeFakeSmtp, createForm, formBody, postFeedback, startFakeSmtp } from './contactFormsSupport';

const inboxForm = '[text* your-name] [email your-email] [textarea your-message] [file your-file filetypes:txt|pdf] [submit "Send"]';

describe.each(testDrivers())('contact form inbox on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let formId: number;
  // The visitors' files live in the file storage: a server started again (here with SMTP) shares it.
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mapsvg-inbox-uploads-'));
  const storage = new LocalFolderStorage(uploadsDir);
  beforeAll(async () => {
    testApp = await startTestApp(driver, { storage });
    login = await loginAsAdmin(testApp.app);
    formId = await createForm(testApp.app, login, { title: 'Inbox test', form: inboxForm });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const admin = () => ({ cookie: login.cookie, 'x-wp-nonce': login.nonce });
  const get = (url: string) => testApp.app.inject({ url: `${cf7}${url}`, headers: admin() });

  async function submit(name: string, message: string, file?: [string, string]) {
    const fields: [string, string | Blob, string?][] = [['your-name', name], ['your-email', 'ann@example.com'], ['your-message', message]];
    if (file) fields.push(['your-file', new Blob([file[1]], { type: 'text/plain' }), file[0]]);
    const response = await postFeedback(testApp.app, formId, formBody(formId, fields));
    expect(response.json().status).toBe('mail_sent');
  }

  it('lists forms with their shortcode and how many submissions each holds', async () => {
    await submit('Ann', 'First message');
    const forms = (await get('/contact-forms')).json<{ id: number; shortcode: string; submissions: number }[]>();
    expect(forms.find((form) => form.id === formId)).toMatchObject({
      shortcode: `[contact-form-7 id="${formId}" title="Inbox test"]`,
      submissions: 1,
    });
  });

  it('keeps an uploaded file with the submission and lets the admin download it', async () => {
    await submit('Bob', 'With a file', ['notes.txt', 'hello from Bob']);
    const [latest] = (await get(`/contact-forms/${formId}/submissions?search=Bob`)).json<{ id: number }[]>();
    const one = (await get(`/submissions/${latest?.id}`)).json<{ posted_data: Record<string, unknown>; files: { id: number; filename: string; bytes: number }[] }>();
    expect(one.posted_data['your-name']).toBe('Bob');
    expect(one.files).toEqual([expect.objectContaining({ filename: 'notes.txt', bytes: 14, field: 'your-file' })]);
    const download = await get(`/submissions/${latest?.id}/files/${one.files[0]?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('hello from Bob');
    expect(download.headers['content-disposition']).toContain('attachment');
  });

  it('searches the posted values and filters by date range', async () => {
    await submit('Carla', 'Looking for a store locator');
    const found = (await get(`/contact-forms/${formId}/submissions?search=store%20locator`)).json<{ posted_data: Record<string, string> }[]>();
    expect(found.map((row) => row.posted_data['your-name'])).toEqual(['Carla']);
    const none = await get(`/contact-forms/${formId}/submissions?after=2999-01-01`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-wp-total']).toBe('0');
    const before = await get(`/contact-forms/${formId}/submissions?before=2000-01-01`);
    expect(before.json()).toEqual([]);
    const all = await get(`/contact-forms/${formId}/submissions?after=2000-01-01&before=2999-01-01`);
    expect(Number(all.headers['x-wp-total'])).toBeGreaterThanOrEqual(3);
    const bad = await get(`/contact-forms/${formId}/submissions?after=yesterday`);
    expect(bad.statusCode).toBe(400);
  });

  it('moves a submission to spam and back, and deletes it', async () => {
    await submit('Spammy', 'Buy cheap things');
    const [spammy] = (await get(`/contact-forms/${formId}/submissions?search=Spammy`)).json<{ id: number }[]>();
    const marked = await testApp.app.inject({ method: 'POST', url: `${cf7}/submissions/${spammy?.id}`, headers: admin(), payload: { spam: true } });
    expect(marked.json()).toMatchObject({ spam: true });
    expect((await get(`/contact-forms/${formId}/submissions?search=Spammy`)).json()).toEqual([]);
    expect((await get(`/contact-forms/${formId}/submissions?search=Spammy&box=spam`)).json()).toHaveLength(1);
    await testApp.app.inject({ method: 'POST', url: `${cf7}/submissions/${spammy?.id}`, headers: admin(), payload: { spam: false } });
    expect((await get(`/contact-forms/${formId}/submissions?search=Spammy`)).json()).toHaveLength(1);

    const deleted = await testApp.app.inject({ method: 'DELETE', url: `${cf7}/submissions/${spammy?.id}`, headers: admin() });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/submissions/${spammy?.id}`)).statusCode).toBe(404);
    const noNonce = await testApp.app.inject({ method: 'DELETE', url: `${cf7}/submissions/1`, headers: { cookie: login.cookie } });
    expect(noNonce.statusCode).toBe(403);
  });

  it('exports CSV with the form fields as columns and formula-like cells neutralised', async () => {
    await submit('=HYPERLINK("http://evil.example","x")', '+SUM(1,2) and @cmd');
    const response = await get(`/contact-forms/${formId}/submissions/export`);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('inbox-test-submissions.csv');
    const parsed = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['id', 'date', 'your-name', 'your-email', 'your-message', 'your-file', 'spam', 'mail']);
    const evil = parsed.find((row) => row[2]?.includes('HYPERLINK'));
    expect(evil?.[2]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(evil?.[4]).toBe('\'+SUM(1,2) and @cmd');
    expect(parsed.some((row) => row[5] === 'notes.txt')).toBe(true);
  });

  it('pages with page and per_page, and lists every match without them', async () => {
    const all = await get(`/contact-forms/${formId}/submissions`);
    const total = Number(all.headers['x-wp-total']);
    expect(all.json()).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await get(`/contact-forms/${formId}/submissions?per_page=2&page=2`);
    expect(second.json<{ id: number }[]>().map((row) => row.id)).toEqual(all.json<{ id: number }[]>().slice(2, 4).map((row) => row.id));
    expect(second.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 2)));
    expect((await get(`/contact-forms/${formId}/submissions?per_page=0`)).statusCode).toBe(400);
  });

  it('keeps the submissions of a deleted form, listed and exported under form=deleted', async () => {
    const doomed = await createForm(testApp.app, login, { title: 'Doomed', form: '[text* who]' });
    expect((await postFeedback(testApp.app, doomed, formBody(doomed, [['who', 'Orphaned Otto']]))).json().status).toBe('mail_sent');
    await testApp.app.inject({ method: 'DELETE', url: `${cf7}/contact-forms/${doomed}`, headers: admin() });
    const kept = (await get('/submissions?form=deleted')).json<{ posted_data: Record<string, string>; form_title: string }[]>();
    expect(kept).toContainEqual(expect.objectContaining({ form_title: 'Doomed', posted_data: { who: 'Orphaned Otto' } }));
    expect(kept.every((row) => row.form_title !== 'Inbox test')).toBe(true);
    const csv = await get('/submissions/export?form=deleted');
    expect(csv.body).toContain('Orphaned Otto');
    expect((await get('/submissions?form=7')).statusCode).toBe(400);
  });

  it('duplicates a form with its settings', async () => {
    const copy = await testApp.app.inject({ method: 'POST', url: `${cf7}/contact-forms/${formId}/copy`, headers: admin() });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Inbox test_copy', properties: { form: { content: inboxForm } } });
    expect(copy.json().id).not.toBe(formId);
  });

  it('keeps mail in the outbox without SMTP and refuses a retry, then a server with SMTP sends it with its file', async () => {
    await submit('Dora', 'Please call me', ['brief.txt', 'the brief']);
    const outbox = (await get('/outbox')).json<{ id: number; subject: string; attachments: { filename: string }[] }[]>();
    const dora = outbox[0];
    expect(dora?.attachments).toEqual([{ filename: 'brief.txt', size: 9 }]);
    expect((await get('/mail-transport')).json()).toEqual({ kind: 'outbox', canRetry: false });
    const refused = await testApp.app.inject({ method: 'POST', url: `${cf7}/outbox/${dora?.id}/retry`, headers: admin() });
    expect(refused.statusCode).toBe(409);

    const smtp = await startFakeSmtp();
    const smtpApp = await buildApp({ db: testApp.db, storage, mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      const smtpLogin = await loginAsAdmin(smtpApp);
      const retried = await smtpApp.inject({ method: 'POST', url: `${cf7}/outbox/${dora?.id}/retry`, headers: { cookie: smtpLogin.cookie, 'x-wp-nonce': smtpLogin.nonce } });
      expect(retried.json()).toEqual({ sent: true });
      expect(smtp.messages.at(-1)).toContain('brief.txt');
      const left = (await smtpApp.inject({ url: `${cf7}/outbox`, headers: { cookie: smtpLogin.cookie } })).json<{ id: number }[]>();
      expect(left.map((row) => row.id)).not.toContain(dora?.id);
      const [doraSubmission] = (await get(`/contact-forms/${formId}/submissions?search=Dora`)).json<{ mail_status: string }[]>();
      expect(doraSubmission?.mail_status).toBe('sent');
    } finally {
      await smtpApp.close();
      await closeFakeSmtp(smtp);
    }
  });
});
