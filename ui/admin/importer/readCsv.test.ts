import { describe, expect, it } from 'vitest';
import { readCsv } from './readCsv';

describe('readCsv', () => {
  it('reads rows with their first line, quoted commas and line breaks included', () => {
    const csv = 'title,address\r\nShop,"1 Main St, Springfield"\r\n"Two\nlines",Here\r\n\r\nLast,';
    expect(readCsv(csv)).toEqual({
      columns: ['title', 'address'],
      rows: [
        { line: 2, cells: { title: 'Shop', address: '1 Main St, Springfield' } },
        { line: 3, cells: { title: 'Two\nlines', address: 'Here' } },
        { line: 6, cells: { title: 'Last', address: '' } },
      ],
      unreadable: [],
    });
  });

  it('reports a row with an unbalanced quote by its line and keeps reading the rows after it', () => {
    const csv = 'title,city\nGood,Berlin\n"Broken,Paris\nAfter,Rome\nAlso,Oslo';
    const read = readCsv(csv);
    expect(read.unreadable).toEqual([{ line: 3, reason: 'An unbalanced quote (") makes the row unreadable.' }]);
    expect(read.rows.map((row) => [row.line, row.cells.title])).toEqual([[2, 'Good'], [4, 'After'], [5, 'Also']]);
  });

  it('does not let a stray quote merge two rows into one', () => {
    const csv = 'title,city,note\nA "x,Berlin,"one\nB,Paris,two"\nC,Rome,three';
    const read = readCsv(csv);
    expect(read.unreadable.map((row) => row.line)).toEqual([2, 3]);
    expect(read.rows.map((row) => row.cells.title)).toEqual(['C']);
  });

  it('refuses rows with more cells than the header', () => {
    expect(readCsv('a,b\n1,2,3\n4,5').unreadable).toEqual([{ line: 2, reason: 'The row has 3 cells where the header has 2.' }]);
  });
});
