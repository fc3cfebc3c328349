import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import type { Database } from '../../api/db/Database';
import { SubmissionFileStore } from '../../api/services/contactForm/SubmissionFileStore';
import { LocalFolderStorage } from '../../api/storage/LocalFolderStorage';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { cf7, createForm, formBody, postFeedback } from './contactFormsSupport';

const fileForm = '[text* your-name] [file your-file limit:3mb filetypes:pdf] [submit "Send"]';
const MINUTE = 60_000;

/** A database whose transactions fail while `failing.on`, as a commit refused by the database would. */
function failingTransactions(db: Database, failing: { on: boolean }): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction' && failing.on) return () => Promise.reject(new Error('The commit failed.'));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe.each(testDrivers())('contact-form files in the file storage on $name', (driver) => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mapsvg-submission-files-'));
  const storage = new LocalFolderStorage(uploadsDir);
  let testApp: TestApp;
  let login: AdminLogin;
  let formId: number;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { storage });
    login = await loginAsAdmin(testApp.app);
    formId = await createForm(testApp.app, login, { title: 'Files', form: fileForm });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const admin = () => ({ cookie: login.cookie, 'x-wp-nonce': login.nonce });
  const submitWithFile = (name: string, bytes: Buffer<ArrayBuffer>) => postFeedback(testApp.app, formId,
    formBody(formId, [['your-name', name], ['your-file', new Blob([bytes], { type: 'application/pdf' }), 'scan.pdf']]));
  const latestSubmission = async (name: string) => {
    const rows = (await testApp.app.inject({ url: `${cf7}/contact-forms/${formId}/submissions?search=${name}`, headers: admin() })).json<{ id: number }[]>();
    const id = rows[0]?.id ?? 0;
    return { id, files: (await testApp.app.inject({ url: `${cf7}/submissions/${id}`, headers: admin() })).json<{ files: { id: number }[] }>().files };
  };

  it('keeps a 2 MB file out of the submission transaction, serves it to the admin only, and removes it with its submission', async () => {
    const bytes = randomBytes(2 * 1024 * 1024);
    expect((await submitWithFile('Filer', bytes)).json().status).toBe('mail_sent');
    const { id, files } = await latestSubmission('Filer');

    // The submission's rows hold the file's key and size; its bytes are in the storage.
    const rows = await testApp.db.query<{ storage_key: string; content_is_null: boolean; bytes: number }>(
      'SELECT storage_key, content IS NULL AS content_is_null, bytes FROM contact_form_submission_files WHERE submission_id = $1', [id]);
    expect(rows.rows).toEqual([{ storage_key: expect.stringMatching(/^submission-files\//), content_is_null: true, bytes: bytes.length }]);
    const key = rows.rows[0]?.storage_key ?? '';
    expect((await storage.read(key))?.bytes.equals(bytes)).toBe(true);

    const download = await testApp.app.inject({ url: `${cf7}/submissions/${id}/files/${files[0]?.id}`, headers: admin() });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    // A visitor's file is never a public upload.
    expect((await testApp.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);

    expect((await testApp.app.inject({ method: 'DELETE', url: `${cf7}/submissions/${id}`, headers: admin() })).statusCode).toBe(200);
    expect(await storage.read(key)).toBeUndefined();
  });

  it('still reads a file whose bytes were stored in its row before files moved to the storage', async () => {
    expect((await postFeedback(testApp.app, formId, formBody(formId, [['your-name', 'Oldtimer']]))).json().status).toBe('mail_sent');
    const { id } = await latestSubmission('Oldtimer');
    const inserted = await testApp.db.query<{ id: number }>(
      `INSERT INTO contact_form_submission_files (submission_id, field, filename, content_type, bytes, content)
       VALUES ($1, 'your-file', 'old.pdf', 'application/pdf', 11, $2) RETURNING id`, [id, Buffer.from('old content')]);
    const download = await testApp.app.inject({ url: `${cf7}/submissions/${id}/files/${inserted.rows[0]?.id}`, headers: admin() });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('old content');
  });

  it('removes the written file when the submission cannot be committed', async () => {
    const before = await storage.list('submission-files');
    const failing = { on: false };
    const broken = await buildApp({ db: failingTransactions(testApp.db, failing), storage });
    try {
      await broken.ready();
      failing.on = true;
      const response = await postFeedback(broken, formId, formBody(formId, [['your-name', 'Unlucky'], ['your-file', new Blob([randomBytes(4096)], { type: 'application/pdf' }), 'a.pdf']]));
      expect(response.statusCode).toBe(500);
    } finally {
      await broken.close();
    }
    expect(await storage.list('submission-files')).toEqual(before);
    expect((await latestSubmission('Unlucky')).id).toBe(0);
  });

  it('sweeps old files no submission refers to, and keeps the rest', async () => {
    expect((await submitWithFile('Keeper', randomBytes(1000))).json().status).toBe('mail_sent');
    const kept = await storage.list('submission-files');
    const now = Date.now();
    const orphan = `submission-files/${now - 20 * MINUTE}-${randomBytes(16).toString('hex')}`;
    const fresh = `submission-files/${now}-${randomBytes(16).toString('hex')}`;
    await storage.create(orphan, Buffer.from('left by a crash'));
    await storage.create(fresh, Buffer.from('being committed'));

    expect(await new SubmissionFileStore(testApp.db, storage).sweep(15 * MINUTE, now)).toBe(1);
    expect(await storage.list('submission-files')).toEqual([...kept, fresh].sort());
    if (driver.name !== 'pglite') return;
    // With PGlite, a starting server is the only process: every unreferenced file goes.
    const restarted = await buildApp({ db: testApp.db, storage });
    await restarted.ready();
    await restarted.close();
    expect(await storage.list('submission-files')).toEqual(kept);
  });
});
