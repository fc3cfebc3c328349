import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAPS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'maps');

/** The file whose demo map becomes a choropleth. */
export const CHOROPLETH_DEMO_FILE = 'not-calibrated-usa-counties.svg';

/** A stable number in [0, 1) from text (FNV-1a), so the demo values never change between seeds. */
function unitHash(text: string, salt: number): number {
  let hash = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** County ids (FIPS codes) of the counties map: every path id of five digits. */
function countyIds(file: string): string[] {
  const source = path.join(MAPS_DIR, file);
  if (!existsSync(source)) return [];
  const text = readFileSync(source, 'utf8');
  return [...new Set([...text.matchAll(/\sid="(\d{5})"/g)].map((match) => match[1] ?? ''))].filter(Boolean);
}

/**
 * Generated, deterministic demo values per county: a population spread over three orders of
 * magnitude (most counties small, a few large, as in reality) and a median income. They are
 * rows of the map's regions table (two numeric region fields), as an admin would build them.
 */
export function demoCountyRows(file: string): Array<{ id: string; title: string; population: number; income: number }> {
  return countyIds(file).map((id) => ({
    id,
    title: id,
    population: Math.round(1000 * 10 ** (3 * unitHash(id, 1) ** 2)),
    income: Math.round(30_000 + 90_000 * unitHash(id, 2)),
  }));
}

/**
 * The "US counties" demo as a choropleth: counties coloured by the population field of the
 * regions table in 7 quantile classes (populations are skewed: a linear gradient would paint
 * nearly every county one shade), a selector switching to income, and the legend with each
 * class's range and count in the bottom-left corner. Its regions are called counties, so the
 * generated description and the data table speak of counties.
 */
export function countiesChoroplethOptions(file: string): Record<string, unknown> {
  if (countyIds(file).length === 0) return {};
  return {
    regionNoun: { singular: 'county', plural: 'counties' },
    choropleth: {
      on: true,
      source: 'regions',
      sourceField: 'population',
      sourceFieldSelect: { on: true, variants: ['population', 'income'] },
      coloring: {
        mode: 'classes',
        classes: { method: 'quantile', count: 7, palette: 'YlOrRd', reversed: false, breaks: [] },
        legend: { on: true, title: 'US counties', text: 'Generated demo values', layout: 'horizontal', container: 'bottom-left', width: '420px' },
      },
    },
  };
}
