import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportCell, rowsToRecords } from './csvImport';
import { readCsv } from './readCsv';
import { writeCsv } from './writeCsv';

/** A CSV cell as a spreadsheet may hold it: any text, quotes, separators, formulas, line breaks. */
const cell = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', '"', '""', ',', '\r\n', '=1+1', '<script>alert(1)</script>', '40.7, -74.0', '__proto__'),
);
const column = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('title', 'location', '__proto__', 'constructor', 'toString'));

describe('CSV import properties', () => {
  it('rowsToRecords keeps one record per row, text values, and only mapped fields', () => {
    const scenario = fc.uniqueArray(column, { minLength: 1, maxLength: 5 }).chain((columns) => fc.record({
      columns: fc.constant(columns),
      mapping: fc.dictionary(fc.constantFrom(...columns), fc.oneof(fc.constant(''), fc.constantFrom('title', 'description', 'location', 'regions'))),
      rows: fc.array(fc.dictionary(fc.constantFrom(...columns), fc.oneof(cell, fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined))), { maxLength: 8 }),
    }));
    fc.assert(fc.property(scenario, ({ mapping, rows }) => {
      const records = rowsToRecords(rows, mapping);
      expect(records).toHaveLength(rows.length);
      const fields = new Set<string>(Object.values(mapping).filter((field) => field !== ''));
      for (const record of records) {
        for (const [field, value] of Object.entries(record)) {
          expect(fields.has(field)).toBe(true);
          expect(typeof value).toBe('string');
        }
      }
    }), { numRuns: 200 });
  });

  it('text cells written by the export read back unchanged through the import\'s reader (round trip)', () => {
    const columnName = fc.string({ minLength: 1, maxLength: 10 }).filter((name) => name.trim() === name);
    const table = fc.uniqueArray(fc.oneof(columnName, fc.constant('__proto__')), { minLength: 1, maxLength: 4 })
      .chain((columns) => fc.tuple(fc.constant(columns), fc.array(fc.tuple(...columns.map(() => cell)), { minLength: 1, maxLength: 5 })));
    fc.assert(fc.property(table, ([columns, rows]) => {
      const read = readCsv(writeCsv(columns, rows));
      expect(read.unreadable).toEqual([]);
      expect(read.columns).toEqual(columns);
      const mapping = Object.fromEntries(columns.map((name, index) => [name, `field_${index}`]));
      const expected = rows.map((row) => Object.fromEntries(row.map((text, index) => [`field_${index}`, text])));
      expect(rowsToRecords(read.rows.map((row) => row.cells), mapping)).toEqual(expected);
    }), { numRuns: 300 });
  });

  it('never reads an inherited member as a cell of a column named like one', () => {
    fc.assert(fc.property(fc.constantFrom('__proto__', 'toString', 'constructor', 'hasOwnProperty'), (name) => {
      const [row] = readCsv(`${name},title\r\nx,Shop`).rows;
      const [record] = rowsToRecords(row ? [row.cells] : [], { [name]: 'description', title: 'title' });
      expect(record).toEqual({ description: 'x', title: 'Shop' });
    }), { numRuns: 20 });
  });
});

describe('CSV export properties', () => {
  it('exportCell never throws and always writes text, for any stored value', () => {
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.double()), (value) => {
      expect(typeof exportCell(value)).toBe('string');
    }), { numRuns: 300 });
  });

  it('writes a location as "lat, lng" that reads back to the same point (round trip)', () => {
    const lat = fc.double({ min: -89.999999, max: 89.999999, noNaN: true });
    const lng = fc.double({ min: -179.999999, max: 179.999999, noNaN: true });
    fc.assert(fc.property(lat, lng, (latitude, longitude) => {
      const text = exportCell({ geoPoint: { lat: latitude, lng: longitude }, address: { formatted: 'x' } });
      // The import's location rule: plain decimals, no exponent, comma between.
      expect(text).toMatch(/^-?\d+(?:\.\d+)?, -?\d+(?:\.\d+)?$/);
      const [readLat, readLng] = text.split(',').map(Number);
      expect(readLat).toBe(latitude === 0 ? 0 : latitude);
      expect(readLng).toBe(longitude === 0 ? 0 : longitude);
    }), { numRuns: 300 });
  });

  it('writes lists of regions or options as their ids or labels, comma separated', () => {
    const item = fc.oneof(fc.record({ id: fc.string() }), fc.record({ label: fc.string() }), fc.string());
    fc.assert(fc.property(fc.array(item, { maxLength: 5 }), (items) => {
      const expected = items.map((entry) => (typeof entry === 'string' ? entry : 'id' in entry ? entry.id : entry.label)).join(', ');
      expect(exportCell(items)).toBe(expected);
    }), { numRuns: 200 });
  });
});
