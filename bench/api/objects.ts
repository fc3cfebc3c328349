import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultField, type SchemaField } from '../../domain/index';
import { buildApp } from '../../api/app';
import { migrate } from '../../api/db/migrate';
import { openPglite } from '../../api/db/pgliteDriver';
import { bootstrap } from '../../api/services/bootstrap';
import { loadCities } from '../../fixtures/scripts/cities';
import { generateRecords } from '../../fixtures/scripts/records';
import { percentile, round } from '../results';
import type { BenchScenario } from '../scenario';

const API = '/wp-json/mapsvg/v1';
const TABLE = 'objects_bench';
const PASSWORD = 'bench password';
const CHUNK = 50;

function benchFields(): SchemaField[] {
  const categories = ['Store', 'Warehouse', 'Office', 'Partner', 'Service point'];
  return [
    { ...defaultField('id'), name: 'id' },
    { ...defaultField('text'), name: 'title', label: 'Title', searchable: true },
    { ...defaultField('textarea'), name: 'description', label: 'Description', searchable: true },
    { ...defaultField('select'), name: 'category', label: 'Category', options: categories.map((value) => ({ label: value, value })) },
    { ...defaultField('text'), name: 'rating', label: 'Rating', db_type: 'int(11)' },
    defaultField('location'),
  ];
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function timed(app: App, urls: string[], headers: Record<string, string>): Promise<number[]> {
  const samples: number[] = [];
  for (const url of urls) {
    const start = performance.now();
    const response = await app.inject({ url, headers });
    samples.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  return samples;
}

/**
 * The records API on 100k records (20k with --quick) in a file-backed PGlite: import through the
 * import endpoint in chunks of 50, then p95 times of a page list (by id, newest first and by
 * title, pages spread over the whole table), a full-text search, a field filter and a distance
 * filter. Targets: every p95 under 50 ms.
 */
export const scenario: BenchScenario = {
  name: 'api.objects',
  async run({ quick, smoke }) {
    const count = smoke ? 2_000 : quick ? 20_000 : 100_000;
    const samples = smoke ? 5 : quick ? 40 : 100;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-bench-'));
    const db = await openPglite(path.join(dir, 'pglite'));
    try {
      await migrate(db);
      await bootstrap(db, PASSWORD);
      const app = await buildApp({ db, dataDir: dir });
      const login = await app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { username: 'admin', password: PASSWORD } });
      const cookie = login.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
      const headers = { cookie, 'x-wp-nonce': login.json<{ nonce: string }>().nonce };
      const created = await app.inject({ method: 'POST', url: `${API}/schemas/`, headers, payload: { schema: { name: TABLE, title: 'Bench', fields: benchFields() } } });
      if (created.statusCode !== 200) throw new Error(created.body);

      const records = generateRecords(count, loadCities().slice(0, 20_000));
      const importStart = performance.now();
      for (let offset = 0; offset < records.length; offset += CHUNK) {
        const chunk = records.slice(offset, offset + CHUNK);
        const response = await app.inject({ method: 'POST', url: `${API}/objects/${TABLE}/import`, headers, payload: { data: JSON.stringify(chunk), offset } });
        if (response.statusCode !== 200 || response.json<{ imported: number }>().imported !== chunk.length) throw new Error(`Import failed: ${response.body}`);
      }
      const importSeconds = (performance.now() - importStart) / 1000;
      // What the server does itself once imports go quiet (TableMaintenance), without the wait.
      await db.exec(`VACUUM ANALYZE ${TABLE}`);

      const pick = (index: number) => records[(index * 7919) % records.length]!;
      const base = `${API}/objects/${TABLE}/?perpage=30`;
      const pages = Math.floor(count / 30);
      const listUrls = Array.from({ length: samples }, (_, index) => `${base}&page=${1 + ((index * 37) % pages)}`);
      // The directory's default order is the newest first; the records table sorts by a column.
      const descUrls = listUrls.map((url) => `${url}&sort[0][field]=id&sort[0][order]=desc`);
      const sortedUrls = listUrls.map((url) => `${url}&sort[0][field]=title&sort[0][order]=asc`);
      const searchUrls = Array.from({ length: samples }, (_, index) => `${base}&search=${encodeURIComponent(pick(index).title.split(' ')[0] ?? 'store')}`);
      const filterUrls = Array.from({ length: samples }, (_, index) => `${base}&filters[category]=${encodeURIComponent(pick(index).category)}&filters[rating]=${pick(index).rating}`);
      const distanceUrls = Array.from({ length: samples }, (_, index) => {
        const { lat, lng } = pick(index).location.geoPoint;
        return `${base}&filters=${encodeURIComponent(JSON.stringify({ distance: { units: 'km', length: 50, geoPoint: { lat, lng } } }))}`;
      });
      for (const urls of [listUrls, descUrls, sortedUrls, searchUrls, filterUrls, distanceUrls]) await timed(app, urls.slice(0, 5), headers);

      const metrics = {
        list_p95_ms: round(percentile(await timed(app, listUrls, headers), 95)),
        list_newest_first_p95_ms: round(percentile(await timed(app, descUrls, headers), 95)),
        list_by_title_p95_ms: round(percentile(await timed(app, sortedUrls, headers), 95)),
        search_p95_ms: round(percentile(await timed(app, searchUrls, headers), 95)),
        filter_p95_ms: round(percentile(await timed(app, filterUrls, headers), 95)),
        distance_p95_ms: round(percentile(await timed(app, distanceUrls, headers), 95)),
        import_records_per_s: round(count / importSeconds, 1),
      };
      await app.close();
      return metrics;
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
