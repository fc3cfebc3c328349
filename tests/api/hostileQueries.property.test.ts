import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { testDrivers } from './drivers';

const LIST = '/wp-json/mapsvg/v1/objects/objects_1/';

/** Parameters of a record list, with values from the harmless to the hostile. */
const parameter = fc.constantFrom(
  'page', 'perpage', 'search', 'searchField', 'filters', 'filters[category]', 'filters[title]', 'filters[id]',
  'filters[regions][table_name]', 'filters[regions][region_ids][]', 'filters[distance][length]', 'filterout[field]',
  'sort[0][field]', 'sort[0][order]', 'sort', 'lastpage', 'withSchema', 'filters[ti"tle]', "filters[x' OR '1'='1]",
);
const value = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom("' OR 1=1 --", '"; DROP TABLE objects_1; --', '{"distance":{"units":"km","length":"x"}}', '[{"field":"title","order":"asc"}]', '1e5', '-1', 'store', 'US-TX', '../../etc/passwd', '<script>alert(1)</script>'),
);
const query = fc.array(fc.tuple(parameter, value), { maxLength: 5 })
  .map((pairs) => pairs.map(([key, text]) => `${encodeURIComponent(key)}=${encodeURIComponent(text)}`).join('&'));

describe.each(testDrivers())('hostile list queries on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('answers 200 or 400 to any list query, SQL-looking values included, and the table survives', async () => {
    await fc.assert(fc.asyncProperty(query, async (text) => {
      const response = await testApp.app.inject({ url: `${LIST}?${text}` });
      expect([200, 400]).toContain(response.statusCode);
    }), { numRuns: 80 });
    const after = await testApp.app.inject({ url: `${LIST}?perpage=0` });
    expect(after.json<{ objects: unknown[] }>().objects).toHaveLength(30);
  });

  // Found by this suite: a NUL byte reached PostgreSQL (whose text cannot hold one) and a page
  // past the bigint range overflowed the offset; both answered 500.
  it('answers 400, not 500, to NUL bytes and page numbers past the bigint range', async () => {
    for (const text of ['filters[category]=%00', 'filterout[field]=title&filterout[val]=%00', 'page=1e20&perpage=30']) {
      const response = await testApp.app.inject({ url: `${LIST}?${text}` });
      expect([200, 400]).toContain(response.statusCode);
    }
  });
});
