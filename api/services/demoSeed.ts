import type { Database, Queryable } from '../db/Database';
import { countMaps, insertMap, listMaps } from '../repositories/mapsRepository';
import { insertPost } from '../repositories/postsRepository';
import { findSchemaByName, insertSchema } from '../repositories/schemasRepository';
import { insertRecord, insertRowsBatch, listTarget } from '../repositories/recordsRepository';
import { recordToColumns } from '../sql/recordValues';
import { CHOROPLETH_DEMO_FILE, demoCountyRows } from './demoChoropleth';
import type { MapRow } from '../repositories/mapsRepository';
import { defaultField } from '../../domain/index';
import { defaultRegionFields, ensureMapTables, mapTableNames } from './records/mapTables';
import { tableExists } from '../repositories/dataTables';
import { demoStoreFields, demoStores, US_STATES } from './demoStores';
import { demoMapOptions } from './demoStyle';
import { demoCityFields, WORLD_CITIES_FILE, WORLD_CITIES_TITLE } from './demoCities';
import { WORLD_CITIES_SEED } from './demoCitiesSeed';
import { registerStreetMapDemo } from './demoStreetMap';

interface DemoMap {
  title: string;
  file: string;
}

const demoMaps: DemoMap[] = [
  { title: 'United States', file: 'geo-calibrated-usa.svg' },
  { title: 'World', file: 'geo-calibrated-world.svg' },
  { title: 'US counties', file: 'not-calibrated-usa-counties.svg' },
];

/**
 * Gives the demo "United States" map its tables: a regions table with every state and a
 * records table of 30 stores in real cities. Runs only while the store table does not exist,
 * so later starts (and databases seeded before this data existed) stay consistent.
 */
async function seedUsData(tx: Queryable): Promise<boolean> {
  const usa = (await listMaps(tx)).find((map) => map.title === 'United States');
  if (!usa) return false;
  const names = mapTableNames(usa.id, usa.options);
  if (await findSchemaByName(tx, names.objects)) return false;
  const regions = (await findSchemaByName(tx, names.regions))
    ?? await insertSchema(tx, { name: names.regions, title: 'US states', type: 'region', fields: defaultRegionFields() });
  const regionTarget = listTarget(regions);
  for (const [id, title] of Object.entries(US_STATES)) {
    const exists = await tx.query(`SELECT 1 FROM "${regions.name}" WHERE id = $1`, [id]);
    if (exists.rows.length === 0) await insertRecord(tx, regionTarget, { id, title, status: '1' });
  }
  const stores = await insertSchema(tx, { name: names.objects, title: 'Stores', type: 'object', fields: demoStoreFields() });
  const storeTarget = listTarget(stores);
  for (const store of demoStores(names.regions)) await insertRecord(tx, storeTarget, store);
  return true;
}

/**
 * Adds the "World cities" demo map to a database holding the demo (new ones, and those seeded
 * before this map existed): the map, an empty records table, and a `demo_seeds` entry from
 * which `seedWorldCities` fills the table in the background. Runs once: the entry stays, so a
 * deleted map is not brought back.
 */
async function registerWorldCities(tx: Queryable): Promise<boolean> {
  const known = await tx.query('SELECT 1 FROM demo_seeds WHERE name = $1', [WORLD_CITIES_SEED]);
  if (known.rows.length > 0 || !(await listMaps(tx)).some((map) => map.title === 'United States')) return false;
  const map = await insertMap(tx, { title: WORLD_CITIES_TITLE, status: 1, options: demoMapOptions(WORLD_CITIES_TITLE, WORLD_CITIES_FILE) });
  const names = mapTableNames(map.id, map.options);
  const taken = Boolean(await findSchemaByName(tx, names.objects)) || await tableExists(tx, names.objects);
  if (!taken) {
    await insertSchema(tx, { name: names.objects, title: WORLD_CITIES_TITLE, type: 'object', fields: demoCityFields() });
  }
  await ensureMapTables(tx, map.id, map.options);
  await tx.query('INSERT INTO demo_seeds (name, table_name, finished) VALUES ($1, $2, $3)', [WORLD_CITIES_SEED, names.objects, taken]);
  return true;
}

/** The counties map's regions table: two numeric fields (population, income) with a value per county. */
async function seedCountyRegions(tx: Queryable, map: MapRow): Promise<void> {
  const names = mapTableNames(map.id, map.options);
  if (await findSchemaByName(tx, names.regions)) return;
  const number = (name: string, label: string) => ({ ...defaultField('text'), name, label, db_type: 'int(11)' as const });
  const fields = [...defaultRegionFields(), number('population', 'Population'), number('income', 'Median income')];
  const schema = await insertSchema(tx, { name: names.regions, title: 'US counties', type: 'region', fields });
  const target = listTarget(schema);
  const rows = demoCountyRows(CHOROPLETH_DEMO_FILE);
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000).map(({ id, ...values }) => ({ id, values: recordToColumns(target.columns, values) }));
    await insertRowsBatch(tx, target, batch);
  }
}

/** Seeds the demo maps and a post embedding one on an empty database, then the demo data. */
export async function seedDemoContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    let seeded = false;
    if ((await countMaps(tx)) === 0) {
      const created = [];
      for (const demo of demoMaps) {
        const map = await insertMap(tx, { title: demo.title, status: 1, options: demoMapOptions(demo.title, demo.file) });
        if (demo.file === CHOROPLETH_DEMO_FILE) await seedCountyRegions(tx, map);
        if (demo.title !== 'United States') await ensureMapTables(tx, map.id, map.options);
        created.push(map);
      }
      const first = created[0];
      if (first) {
        await insertPost(tx, {
          post_type: 'page',
          title: 'Where we are',
          url: '/where-we-are/',
          content: `Find us on the map below.\n\n[mapsvg id="${first.id}"]`,
        });
      }
      seeded = true;
    }
    const stores = await seedUsData(tx);
    const cities = await registerWorldCities(tx);
    const streetMap = await registerStreetMapDemo(tx);
    return seeded || stores || cities || streetMap;
  });
}
