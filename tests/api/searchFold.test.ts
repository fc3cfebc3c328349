import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../api/db/migrate';
import { foldSearchText } from '../../domain/text/searchFold';
import { testDrivers, type TestDatabase } from './drivers';

/** Names in the scripts and accents a store directory meets. */
const samples = [
  'Café Berlin', 'ÉCOLE Zoë Bäckerei', 'Ősz utca', 'Ñandú', 'Tiếng Việt', 'São Paulo', 'Kraków', 'Dvořák',
  'Ærø', 'Straße', 'İstanbul', 'Ελλάδα', 'Άγιος Νικόλαος', 'Москва', 'Йошкар-Ола', 'smörgåsbord', 'naïve façade',
];

describe.each(testDrivers())('mapsvg_search_fold() on $name', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await driver.open();
    await migrate(database.db);
  });
  afterAll(async () => { await database.drop(); });

  it('folds as the viewer folds: accents dropped and lower case', async () => {
    const folded = await database.db.query<{ folded: string }>('SELECT mapsvg_search_fold(name) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS t(name, n) ORDER BY n', [samples]);
    const expected = samples.map((name) => foldSearchText(name));
    // lower() folds non-ASCII capitals only in a Unicode locale; compare those case-insensitively.
    expect(folded.rows.map((row) => row.folded.toLowerCase())).toEqual(expected);
    expect(folded.rows.slice(0, 3).map((row) => row.folded)).toEqual(['cafe berlin', 'ecole zoe backerei', 'osz utca']);
  });
});
