import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

const MAP = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><path id="A" d="M0 0h10v10z"/></svg>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(filename: string, content: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----framingboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/svg+xml\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The directives of a policy by name. */
function directives(policy: unknown): Map<string, string> {
  return new Map(String(policy).split(';').map((part) => part.trim()).filter(Boolean)
    .map((part) => [part.split(/\s+/)[0] ?? '', part.split(/\s+/).slice(1).join(' ')]));
}

describe.each(testDrivers().slice(0, 1))('uploaded files and framing on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-framing-'));
    app = await buildApp({ db: testApp.db, dataDir });
    login = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  it('serves an uploaded map and an uploaded image with no framing allowed and a sandboxed, load-nothing policy', async () => {
    const body = multipart('framed.svg', MAP);
    const uploaded = await app.inject({ method: 'POST', url: `${API}/map-files`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(200);
    mkdirSync(path.join(dataDir, 'uploads', 'markers'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'markers', 'pin.png'), PNG);

    for (const url of [uploaded.json<{ file: { path: string } }>().file.path, '/uploads/markers/pin.png']) {
      // Read as the admin: the map file is no published map's yet.
      const response = await app.inject({ url, headers: { cookie: login.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('frame-ancestors'), url).toBe("'none'");
      expect(policy.get('default-src'), url).toBe("'none'");
      expect(policy.has('sandbox'), url).toBe(true);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
