import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { importErrorsCsv } from './importErrorsCsv';

describe('rejected rows as CSV', () => {
  it('writes one line per rejected row, numbered as the report shows it, with messages quoted safely', () => {
    const text = importErrorsCsv([
      { chunk: 0, row: 4, message: 'A record with this id already exists.' },
      { chunk: 2, row: undefined, message: '' },
      { chunk: -1, row: 7, message: 'Only Point geometries, "really", can be imported' },
    ], 'feature');
    expect(Papa.parse(text.trim()).data).toEqual([
      ['feature', 'chunk', 'message'],
      ['5', '', 'A record with this id already exists.'],
      ['', '3', 'The chunk could not be sent.'],
      ['8', '', 'Only Point geometries, "really", can be imported'],
    ]);
  });
});
