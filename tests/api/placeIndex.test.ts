import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../api/db/migrate';
import { PlaceIndex, type PlaceChunkSource } from '../../api/services/geocoding/PlaceIndex';
import { DatabaseGeocoder } from '../../api/services/geocoding/DatabaseGeocoder';
import { testDrivers, type TestDatabase } from './drivers';

const place = (name: string, folded: string, country: string, region: string, lat: number, lng: number, population: number) => ({
  name, folded, country, admin1: region.slice(0, 2).toUpperCase(), region, lat, lng, population, importance: Math.log10(population + 1),
});

/** A small place list in two chunks, counting how often it was read. */
function smallList(): { source: PlaceChunkSource; reads: () => number } {
  let reads = 0;
  const source: PlaceChunkSource = async function* () {
    reads += 1;
    yield JSON.stringify([place('Münster', 'munster', 'DE', 'North Rhine-Westphalia', 51.96236, 7.62571, 270184)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    yield JSON.stringify([place('Münster', 'munster', 'AT', 'Tyrol', 47.42164, 11.83356, 3317)]);
  };
  return { source, reads: () => reads };
}

async function placeCount(database: TestDatabase): Promise<number> {
  const result = await database.db.query<{ count: string }>('SELECT count(*)::text AS count FROM places');
  return Number(result.rows[0]?.count);
}

describe.each(testDrivers())('the place index on $name', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('is built once when several server processes ask for it at the same time', async () => {
    database = await driver.open();
    await migrate(database.db);
    const list = smallList();
    const processes = [new PlaceIndex(database.db, list.source), new PlaceIndex(database.db, list.source), new PlaceIndex(database.db, list.source)];
    await Promise.all(processes.map((index) => index.ready()));
    expect(list.reads()).toBe(1);
    expect(await placeCount(database)).toBe(2);
    // A later start finds it ready and reads nothing.
    await new PlaceIndex(database.db, list.source).ready();
    expect(list.reads()).toBe(1);
    const answer = await new DatabaseGeocoder(database.db, new PlaceIndex(database.db, list.source)).geocode({ address: 'Munster, Austria' });
    expect(answer.results[0]?.formatted_address).toBe('Münster, Tyrol, Austria');
  });

  it('hands a failed build back, so that the next call builds it whole', async () => {
    database = await driver.open();
    await migrate(database.db);
    const failing: PlaceChunkSource = async function* () {
      yield JSON.stringify([place('Halfway', 'halfway', 'GB', 'England', 51, 0, 100)]);
      throw new Error('the place list could not be read');
    };
    await expect(new PlaceIndex(database.db, failing).ready()).rejects.toThrow('the place list could not be read');
    const list = smallList();
    await new PlaceIndex(database.db, list.source).ready();
    expect(list.reads()).toBe(1);
    expect(await placeCount(database)).toBe(2);
  });
});
