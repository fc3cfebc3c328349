import { describe, expect, it } from 'vitest';
import { coloringPhrase, describeMap, pageOf, recordRows, regionNoun, visibleRows, type DataTableRow } from './dataTableModel';

const rows: DataTableRow[] = [
  { id: '06037', title: 'Los Angeles County', value: 10_014_009 },
  { id: '48301', title: 'Loving County', value: 64 },
  { id: '17031', title: 'Cook County', value: 5_275_541 },
  { id: '99999', title: 'Nowhere' },
];

describe('data table', () => {
  it('sorts by value either way, regions without data last', () => {
    expect(visibleRows(rows, '', { column: 'value', direction: 'descending' }).map((row) => row.id)).toEqual(['06037', '17031', '48301', '99999']);
    expect(visibleRows(rows, '', { column: 'value', direction: 'ascending' }).map((row) => row.id)).toEqual(['48301', '17031', '06037', '99999']);
    expect(visibleRows(rows, '', { column: 'title', direction: 'ascending' }).map((row) => row.title)[0]).toBe('Cook County');
  });

  it('searches titles and ids, in any case', () => {
    expect(visibleRows(rows, 'los', { column: 'title', direction: 'ascending' }).map((row) => row.id)).toEqual(['06037']);
    expect(visibleRows(rows, '4830', { column: 'title', direction: 'ascending' }).map((row) => row.id)).toEqual(['48301']);
  });

  it('pages thousands of rows 25 at a time, clamping the page', () => {
    const many = Array.from({ length: 3141 }, (_, i) => i);
    expect(pageOf(many, 0).rows).toHaveLength(25);
    expect(pageOf(many, 999)).toMatchObject({ page: 125, pages: 126 });
    expect(pageOf(many, 999).rows).toHaveLength(16);
  });
});

describe('map description', () => {
  it('names the count, the field, the classes and the extremes', () => {
    expect(describeMap({ rows, field: 'population', coloring: coloringPhrase('classes', 5, 'quantile', 'linear'), locale: 'en-US' }))
      .toBe('4 regions coloured by population in 5 quantile classes; highest: Los Angeles County, 10M; lowest: Loving County, 64; 1 without data.');
  });

  it("speaks of the regions in the map's own words, region / regions when the admin left them empty", () => {
    const noun = regionNoun({ singular: 'county', plural: 'counties' });
    expect(describeMap({ rows, field: 'population', coloring: coloringPhrase('classes', 7, 'quantile', 'linear'), locale: 'en-US', noun }))
      .toMatch(/^4 counties coloured by population in 7 quantile classes; /);
    expect(describeMap({ rows: rows.slice(0, 1), field: '', coloring: '', noun })).toBe('Map of 1 county.');
    expect(regionNoun({ singular: ' ', plural: '' })).toEqual({ singular: 'region', plural: 'regions' });
    expect(regionNoun(undefined)).toEqual({ singular: 'region', plural: 'regions' });
  });

  it('describes a map without a choropleth by its regions', () => {
    expect(describeMap({ rows: rows.slice(0, 1), field: '', coloring: '' })).toBe('Map of 1 region.');
    expect(coloringPhrase('gradient', 0, '', 'log')).toBe('a logarithmic gradient');
  });
});

describe('record rows', () => {
  it('lists each record with its value as the choropleth read it and the first region it is linked to; none without either', () => {
    const records = [
      { id: 1, title: 'Store A', regions: [{ id: 'US-TX', title: 'Texas' }, { id: 'US-OK', title: 'Oklahoma' }] },
      { id: 2, title: '', regions: [{ id: 'US-CA', title: 'California' }] },
      { id: 3, title: 'Warehouse', regions: [] },
    ];
    expect(recordRows(records, new Map([['1', 1200], ['2', undefined], ['3', 5]]))).toEqual([
      { id: '1', title: 'Store A', value: 1200, regionId: 'US-TX' },
      { id: '2', title: 'Record 2', regionId: 'US-CA' },
      { id: '3', title: 'Warehouse', value: 5 },
    ]);
    expect(recordRows(records)[0]).toEqual({ id: '1', title: 'Store A', regionId: 'US-TX' });
  });
});
