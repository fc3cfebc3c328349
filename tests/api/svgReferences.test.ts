import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

/** References the cleaner missed: an XLink href under a prefix of the file's own choosing, and CSS escapes. */
const HOSTILE = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink" width="20" height="10">'
  + '<style>@\\69mport "https://evil.example/a.css"; .r { fill: blue }</style>'
  + '<image x:href="https://evil.example/tracker.png" width="1" height="1"/>'
  + '<use x:href="https://evil.example/sprite.svg#a"/>'
  + '<path id="A" class="r" d="M0 0h10v10z" style="fill: u\\72l(https://evil.example/paint.svg#p)"/></svg>';

function multipart(filename: string, content: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----svgreferencesboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/svg+xml\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDrivers().slice(0, 1))('external references in uploaded SVG on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    app = await buildApp({ db: testApp.db, dataDir: mkdtempSync(path.join(os.tmpdir(), 'mapsvg-svgrefs-')) });
    login = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  const upload = (url: string, filename: string) => {
    const body = multipart(filename, HOSTILE);
    return app.inject({ method: 'POST', url: `${API}/${url}`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
  };

  it('stores maps and markers without references under a custom XLink prefix or in escaped CSS', async () => {
    const map = await upload('map-files', 'hostile-map.svg');
    expect(map.statusCode).toBe(200);
    const marker = await upload('markers', 'hostile-pin.svg');
    expect(marker.statusCode).toBe(200);
    const stored = [map.json<{ file: { path: string } }>().file.path, `/${marker.json<{ marker: { path: string } }>().marker.path}`];
    for (const url of stored) {
      const file = await app.inject({ url, headers: { cookie: login.cookie } });
      expect(file.statusCode, url).toBe(200);
      expect(file.body, url).toContain('id="A"');
      expect(file.body, url).toContain('class="r"');
      expect(file.body, url).not.toContain('evil.example');
    }
  });
});
