import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseFoldTable, foldSearchText } from '../../domain/text/searchFold';

const migration = readFileSync(new URL('./migrations/120_search_fold.sql', import.meta.url), 'utf8');

describe('mapsvg_search_fold()', () => {
  it('translates with exactly the table the code derives, so server and viewer fold alike', () => {
    const literals = [...migration.matchAll(/^ {4}'([^']*)',?$/gmu)].map((match) => match[1]);
    expect(literals).toEqual([databaseFoldTable().from, databaseFoldTable().to]);
  });

  it('has a table mapping one character to one, each to its folded form', () => {
    const { from, to } = databaseFoldTable();
    const sources = [...from];
    const targets = [...to];
    expect(sources).toHaveLength(targets.length);
    expect(sources.length).toBeGreaterThan(500);
    sources.forEach((character, index) => expect(foldSearchText(character)).toBe(targets[index]));
    expect(from).toContain('é');
    expect(from).toContain('Ő');
    expect(from).toContain('Ё');
  });
});
