import type { Database } from '../db/Database';
import { countMaps, insertMap } from '../repositories/mapsRepository';
import { insertPost } from '../repositories/postsRepository';

interface DemoMap {
  title: string;
  file: string;
}

const demoMaps: DemoMap[] = [
  { title: 'United States', file: 'geo-calibrated-usa.svg' },
  { title: 'World', file: 'geo-calibrated-world.svg' },
  { title: 'US counties', file: 'not-calibrated-usa-counties.svg' },
];

/** Seeds the demo maps and a post embedding one, once, on an empty database. */
export async function seedDemoContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await countMaps(tx)) > 0) return false;
    const created = [];
    for (const demo of demoMaps) {
      created.push(await insertMap(tx, { title: demo.title, status: 1, options: { title: demo.title, source: `/maps/${demo.file}` } }));
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
    return true;
  });
}
