import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders } from './dataHelpers';

function multipart(filename: string, content: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----svglimitsboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/svg+xml\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const open = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">';

/** 200,000 groups inside each other around one region. */
const deepGroups = `${open}${'<g>'.repeat(200_000)}<path id="A" d="M0 0h10v10z"/>${'</g>'.repeat(200_000)}</svg>`;
/** One path of 600,000 line segments. */
const hugePath = `${open}<path id="A" d="M0 0${' l1 1'.repeat(600_000)}z"/></svg>`;
/** A file whose references would resolve against another site. */
const outsideBase = `${open.replace('<svg ', '<svg xml:base="https://evil.example/" ')}<g xml:base="https://evil.example/g/"><path id="A" d="M0 0h10v10z"/></g></svg>`;

describe.each(testDrivers().slice(0, 1))('SVG files a browser cannot draw, on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    app = await buildApp({ db: testApp.db, dataDir: mkdtempSync(path.join(os.tmpdir(), 'mapsvg-svglimits-')) });
    login = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  const upload = (url: string, filename: string, content: string) => {
    const body = multipart(filename, content);
    return app.inject({ method: 'POST', url: `${API}/${url}`, headers: { ...adminHeaders(login), ...body.headers }, payload: body.payload });
  };
  const uploadedMaps = async () => (await app.inject({ url: `${API}/map-files`, headers: adminHeaders(login) })).json<{ uploads: unknown[] }>().uploads.length;

  it('refuses a map of 200,000 nested groups and one of a 600,000-segment path, naming the limit, and stores neither', async () => {
    const before = await uploadedMaps();
    const deep = await upload('map-files', 'deep.svg', deepGroups);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('The SVG nests elements more than 256 levels deep, which browsers cannot display. Flatten its groups and upload it again.');
    const long = await upload('map-files', 'long.svg', hugePath);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('a shape may have at most 200,000');
    expect(long.json().message).toContain('has 600,001 points');
    const pin = await upload('markers', 'deep-pin.svg', `${open}${'<g>'.repeat(300)}<circle r="5"/>${'</g>'.repeat(300)}</svg>`);
    expect(pin.statusCode).toBe(400);
    expect(pin.json().message).toContain('more than 256 levels deep');
    expect(await uploadedMaps()).toBe(before);
  });

  it('removes xml:base from stored maps and markers', async () => {
    const map = await upload('map-files', 'based.svg', outsideBase);
    expect(map.statusCode).toBe(200);
    const marker = await upload('markers', 'based-pin.svg', outsideBase);
    expect(marker.statusCode).toBe(200);
    for (const url of [map.json<{ file: { path: string } }>().file.path, `/${marker.json<{ marker: { path: string } }>().marker.path}`]) {
      const file = await app.inject({ url, headers: { cookie: login.cookie } });
      expect(file.body, url).toContain('id="A"');
      expect(file.body, url).not.toContain('evil.example');
      expect(file.body, url).not.toContain('base=');
    }
  });
});
