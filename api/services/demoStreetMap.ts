import type { Queryable } from '../db/Database';
import { insertMap, listMaps } from '../repositories/mapsRepository';
import { ensureMapTables } from './records/mapTables';
import { demoMapOptions } from './demoStyle';

/** Title of the demo map drawn over the street-map layer. */
const STREET_MAP_DEMO_TITLE = 'France on a street map';

/** Its geo-calibrated image: the street map lines up with a map only through its geo view box. */
const STREET_MAP_DEMO_FILE = 'geo-calibrated-france.svg';

/** Name of its entry in `demo_seeds`, which makes it a one-time addition. */
const STREET_MAP_SEED = 'street-map';

/**
 * The demo's street map: the server's own plain tiles (`/tiles/…`), so it works offline and asks
 * no third party for anything, under regions light enough to let the tiles show through; a
 * tooltip names each region.
 */
function streetMapDemoOptions(): Record<string, unknown> {
  const base = demoMapOptions(STREET_MAP_DEMO_TITLE, STREET_MAP_DEMO_FILE);
  return {
    ...base,
    colors: { ...(base.colors as Record<string, unknown>), base: 'rgba(47, 111, 222, 0.28)', stroke: '#2f6fde', hover: 20 },
    baseMap: { on: true, tiles: 'server', attribution: '', waitForConsent: false },
    tooltips: { on: true },
    templates: { tooltipRegion: '{{#if title}}{{title}}{{else}}{{id}}{{/if}}' },
  };
}

/**
 * Adds the street-map demo to a database holding the demo (new ones, and those seeded before
 * this map existed), after the other demo maps. Runs once: its `demo_seeds` entry stays, so a
 * deleted map is not brought back.
 */
export async function registerStreetMapDemo(tx: Queryable): Promise<boolean> {
  const known = await tx.query('SELECT 1 FROM demo_seeds WHERE name = $1', [STREET_MAP_SEED]);
  if (known.rows.length > 0 || !(await listMaps(tx)).some((map) => map.title === 'United States')) return false;
  const map = await insertMap(tx, { title: STREET_MAP_DEMO_TITLE, status: 1, options: streetMapDemoOptions() });
  await ensureMapTables(tx, map.id, map.options);
  // Nothing is seeded in the background for this map: its entry is finished from the start.
  await tx.query('INSERT INTO demo_seeds (name, table_name, finished) VALUES ($1, $2, true)', [STREET_MAP_SEED, '']);
  return true;
}
