import { beforeAll, describe, expect, it } from 'vitest';
import { encodeMapOptions } from '../../domain/index';
import { testDrivers } from './drivers';
import { adminSuite } from './harness';
import { API, adminHeaders, createObjects, createSchema, getJson, storeFields } from './dataHelpers';

const TABLE = 'objects_818';

/** A value nested `depth` objects deep: `{ a: { a: … 1 } }`. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** The same as JSON text, written without recursion (JSON.stringify recurses too). */
function nestedText(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const TOO_DEEP = { code: 'rest_json_too_deep', message: 'The request nests objects or lists deeper than 64 levels.', data: { status: 400 } };

describe.each(testDrivers())('deeply nested JSON on $name', (driver) => {
  const suite = adminSuite(driver);
  beforeAll(async () => {
    await createSchema(suite.app, suite.login, TABLE, storeFields());
  });

  it('answers map options nested 5,000 deep with 400 naming the problem, and stores nothing', async () => {
    const before = await getJson<{ maps: unknown[] }>(suite.app, `${API}/maps/`, { cookie: suite.login.cookie });
    const asText = `{"title":"Deep","extra":${nestedText(5000)}}`;
    const attempts = [
      JSON.stringify({ map: { title: 'Deep', options: asText } }),
      // Transport form, as the admin sends options: guarded words make the text invalid JSON as it stands.
      JSON.stringify({ map: { title: 'Deep', options: encodeMapOptions({ title: 'Deep', note: 'select a table' }).replace(/}$/, `,"extra":${nestedText(5000)}}`) } }),
      `{"map":{"title":"Deep","options":${asText}}}`,
      JSON.stringify({ map: JSON.stringify({ title: 'Deep' }).replace('}', `,"options":${asText}}`) }),
    ];
    for (const payload of attempts) {
      const response = await suite.app.inject({ method: 'POST', url: `${API}/maps/`, headers: { ...adminHeaders(suite.login), 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(TOO_DEEP);
    }
    const after = await getJson<{ maps: unknown[] }>(suite.app, `${API}/maps/`, { cookie: suite.login.cookie });
    expect(after.maps).toHaveLength(before.maps.length);
  });

  it('answers a record field nested 3,000 deep with 400, as JSON or as a form field, and stores nothing', async () => {
    const [stored] = await createObjects(suite.app, suite.login, TABLE, [{ title: 'Keep me', description: 'As it was' }]);
    const deepRecord = `{"id":${String(stored?.id)},"description":${nestedText(3000)}}`;
    const asJson = await suite.app.inject({ method: 'PUT', url: `${API}/objects/${TABLE}/${String(stored?.id)}`, headers: { ...adminHeaders(suite.login), 'content-type': 'application/json' }, payload: `{"object":${deepRecord}}` });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json()).toEqual(TOO_DEEP);
    const asForm = await suite.app.inject({ method: 'POST', url: `${API}/objects/${TABLE}/`, headers: { ...adminHeaders(suite.login), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ object: `{"title":"New","description":${nestedText(3000)}}` }).toString() });
    expect(asForm.statusCode).toBe(400);
    expect(asForm.json()).toEqual(TOO_DEEP);
    const read = await getJson<{ object: Record<string, unknown> }>(suite.app, `${API}/objects/${TABLE}/${String(stored?.id)}`, { cookie: suite.login.cookie });
    expect(read.object.description).toBe('As it was');
  });

  it('still accepts options and records nested within the limit', async () => {
    const response = await suite.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(suite.login), payload: { map: { title: 'Nested but fine', options: { title: 'Nested but fine', extra: nested(40) } } } });
    expect(response.statusCode).toBe(200);
  });
});
