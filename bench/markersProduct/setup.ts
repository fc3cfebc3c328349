import { encodeMapOptions } from '../../domain/index';
import type { City } from '../../fixtures/scripts/cities';
import type { AdminSession } from '../load/seed';

const API = '/wp-json/mapsvg/v1';

/** The calibrated world map's geographic view box: places outside it are not on the map. */
const WORLD = { west: -169.110266, north: 83.639399, east: 190.486279, south: -57.940973 };

/**
 * `count` real places spread over the whole data set (every k-th place on the world map, in the
 * package's order), so each size covers the world the way the full set does.
 */
export function samplePlaces(cities: readonly City[], count: number): City[] {
  const onMap = cities.filter((city) => city.lat < WORLD.north && city.lat > WORLD.south && city.lng > WORLD.west && city.lng < WORLD.east);
  if (onMap.length < count) throw new Error(`Only ${onMap.length} places lie on the world map; ${count} asked for.`);
  const stride = onMap.length / count;
  return Array.from({ length: count }, (_, i) => onMap[Math.floor(i * stride)] as City);
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  return response;
}

function adminHeaders(admin: AdminSession): Record<string, string> {
  return { cookie: admin.cookie, 'x-wp-nonce': admin.nonce, 'content-type': 'application/json' };
}

/**
 * Creates a published map on the calibrated world map with marker clustering on, through the
 * REST API as the admin does (the server creates its regions and records tables). Resolves
 * with its id and records table.
 */
export async function createClusteredWorldMap(baseUrl: string, admin: AdminSession, title: string): Promise<{ id: number; table: string }> {
  const options = { title, source: '/maps/geo-calibrated-world.svg', clustering: { on: true } };
  const response = await expectOk(await fetch(`${baseUrl}${API}/maps/`, {
    method: 'POST',
    headers: adminHeaders(admin),
    body: JSON.stringify({ map: { title, status: 1, options: encodeMapOptions(options) } }),
  }), 'Map creation');
  const { map } = await response.json() as { map: { id: number; options: { database?: { objectsTableName?: string } } } };
  return { id: map.id, table: map.options.database?.objectsTableName ?? `objects_${map.id}` };
}

/**
 * Imports places into a records table through the REST import (`objects/{table}/import`) in
 * chunks of `chunk` rows (1,000 by default), each row as the admin's CSV import sends it: a
 * title and a "lat, lng" location cell. Resolves with the time it took in ms; any row the server refuses fails the run.
 */
export async function importPlaces(baseUrl: string, admin: AdminSession, table: string, places: readonly City[], chunk = 1000): Promise<number> {
  const start = performance.now();
  for (let offset = 0; offset < places.length; offset += chunk) {
    const rows = places.slice(offset, offset + chunk).map((city) => ({ title: city.name, location: `${city.lat}, ${city.lng}` }));
    const response = await expectOk(await fetch(`${baseUrl}${API}/objects/${table}/import`, {
      method: 'POST',
      headers: adminHeaders(admin),
      body: JSON.stringify({ data: JSON.stringify(rows), language: 'en', convertLatlngToAddress: false, offset }),
    }), `Import into ${table}`);
    const report = await response.json() as { imported: number; errors: unknown[] };
    if (report.imported !== rows.length || report.errors.length > 0) {
      throw new Error(`Import into ${table} at ${offset}: ${report.imported} of ${rows.length} rows, errors ${JSON.stringify(report.errors).slice(0, 500)}`);
    }
  }
  return performance.now() - start;
}
