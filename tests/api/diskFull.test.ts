import { execFileSync } from 'node:child_process';
import type * as FsPromises from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalFolderStorage } from '../../api/storage/LocalFolderStorage';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';
import { createForm, formBody, postFeedback } from './contactFormsSupport';

/**
 * How the full disk is made. As root with a working `mount` (CI containers, this machine), the
 * uploads folder is a real 1 MiB tmpfs that a filler file nearly fills: the kernel answers ENOSPC
 * mid-write, as a full disk does. Elsewhere the same scenario runs with `open` of
 * `node:fs/promises` (and its `writeFile`) wrapped so that a write keeps only the bytes that
 * still "fit" and then throws ENOSPC (what `room` says is left).
 */
const simulated = vi.hoisted(() => ({ active: false, room: Number.POSITIVE_INFINITY }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const open = async (...args: Parameters<typeof actual.open>) => {
    const handle = await actual.open(...args);
    if (!simulated.active) return handle;
    const writeWhole = handle.writeFile.bind(handle);
    handle.writeFile = async (data: Parameters<typeof handle.writeFile>[0]) => {
      const bytes = Buffer.from(data as Uint8Array);
      await writeWhole(bytes.subarray(0, Math.min(bytes.length, simulated.room)));
      if (bytes.length > simulated.room) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
    };
    return handle;
  };
  // Whole-file writes by name fill the same room (so the simulation also catches code that writes in place).
  const writeFile = async (...args: Parameters<typeof actual.writeFile>) => {
    const [file, data, options] = args;
    if (!simulated.active || typeof data === 'string' || !ArrayBuffer.isView(data)) return actual.writeFile(...args);
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    await actual.writeFile(file, bytes.subarray(0, Math.min(bytes.length, simulated.room)), options);
    if (bytes.length > simulated.room) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
  };
  return { ...actual, default: { ...actual, open, writeFile }, open, writeFile };
});

const FOLDER_BYTES = 1024 * 1024;
const FREE_BYTES = 128 * 1024;

function tryMountTmpfs(folder: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${FOLDER_BYTES},mode=0700`, 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Every file under `folder`, hidden (partial) ones included, with its size. */
function filesUnder(folder: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found[path.relative(folder, file)] = statSync(file).size;
  }
  return found;
}

/** A valid map of about 400 KB: more than the full disk has room for. */
function largeMap(): string {
  const shapes = Array.from({ length: 8000 }, (_, index) => `<rect id="r${index}" x="${index % 100}" y="${Math.floor(index / 100)}" width="1" height="1"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="80" viewBox="0 0 100 80">${shapes.join('')}</svg>`;
}

function mapUpload(svg: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----diskfullboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.svg"\r\nContent-Type: image/svg+xml\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(svg), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const pglite = testDrivers().filter((driver) => driver.name === 'pglite');

describe.each(pglite)('uploads on a full disk ($name)', (driver) => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mapsvg-disk-full-'));
  const mounted = tryMountTmpfs(uploadsDir);
  const filler = path.join(uploadsDir, 'filler.bin');
  let testApp: TestApp;
  let login: AdminLogin;

  beforeAll(async () => {
    testApp = await startTestApp(driver, { storage: new LocalFolderStorage(uploadsDir) });
    login = await loginAsAdmin(testApp.app);
    writeFileSync(filler, Buffer.alloc(FOLDER_BYTES - FREE_BYTES));
    simulated.active = !mounted;
    simulated.room = FREE_BYTES;
  });
  afterAll(async () => {
    simulated.active = false;
    await testApp.close();
    if (mounted) execFileSync('umount', [uploadsDir]);
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const uploadMap = (svg: string) => {
    const body = mapUpload(svg);
    return testApp.app.inject({ method: 'POST', url: `${API}/map-files`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
  };
  const healthy = async () => (await testApp.app.inject({ url: '/healthz' })).statusCode;

  it(`answers 507 naming the problem, leaves no partial file and keeps serving (${mounted ? 'a real 1 MiB tmpfs' : 'simulated ENOSPC writes'})`, async () => {
    const svg = largeMap();
    const refused = await uploadMap(svg);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'rest_storage_full', message: expect.stringContaining('no disk space left') });
    // Nothing truncated under any name, hidden partial files included, and nothing listed.
    expect(filesUnder(uploadsDir)).toEqual({ 'filler.bin': FOLDER_BYTES - FREE_BYTES });
    const listed = await testApp.app.inject({ url: `${API}/map-files`, headers: adminHeaders(login) });
    expect(listed.json<{ uploads: unknown[] }>().uploads).toEqual([]);
    expect(await healthy()).toBe(200);

    // Space freed: the same upload is stored whole and served.
    rmSync(filler);
    simulated.room = Number.POSITIVE_INFINITY;
    const stored = await uploadMap(svg);
    expect(stored.statusCode).toBe(200);
    // A map file no published map shows yet is the admin's to read (drafts stay in the admin).
    const served = await testApp.app.inject({ url: stored.json<{ file: { path: string } }>().file.path, headers: adminHeaders(login) });
    expect(served.statusCode).toBe(200);
    expect(served.body).toMatch(/<\/svg>\s*$/);
    expect(served.body).toContain('id="r7999"');
  });

  it('answers 507 to a contact-form file that does not fit, and stores no part of the submission', async () => {
    const formId = await createForm(testApp.app, login, { title: 'Upload', form: '[text* your-name] [file your-file limit:2mb filetypes:pdf] [submit "Send"]' });
    const before = filesUnder(uploadsDir);
    writeFileSync(filler, Buffer.alloc(FOLDER_BYTES - FREE_BYTES - Object.values(before).reduce((sum, size) => sum + size, 0)));
    simulated.room = FREE_BYTES;
    const response = await postFeedback(testApp.app, formId, formBody(formId, [
      ['your-name', 'Full Disk Fred'], ['your-file', new Blob([randomBytes(400 * 1024)], { type: 'application/pdf' }), 'scan.pdf'],
    ]));
    expect(response.statusCode).toBe(507);
    expect(response.json()).toMatchObject({ code: 'rest_storage_full' });
    expect(Object.keys(filesUnder(uploadsDir)).sort()).toEqual([...Object.keys(before), 'filler.bin'].sort());
    const stored = await testApp.db.query('SELECT id FROM contact_form_submissions WHERE contact_form_id = $1', [formId]);
    expect(stored.rows).toEqual([]);
    expect(await healthy()).toBe(200);
    rmSync(filler);
    simulated.room = Number.POSITIVE_INFINITY;
  });
});
