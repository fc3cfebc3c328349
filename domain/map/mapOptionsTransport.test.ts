import { describe, expect, it } from 'vitest';
import { defaultMapOptions } from './defaultMapOptions';
import { decodeGuardedWords, decodeMapOptions, encodeGuardedWords, encodeMapOptions } from './mapOptionsTransport';

const GUARDED = /select|table|database|varchar/i;

/** Small deterministic generator, so a failing case can be replayed from its seed. */
function randomText(seed: number, length: number): string {
  const pieces = ['select', 'SELECT', 'Table', 'table', 'database', 'varchar', 'VarChar', '~', '~~', '~1', '~1000',
    '~4255', '~9', 's', 'elect', 'tab', 'le', 'data', 'base', 'var', 'char', 'a', ' ', '"', '\\', 'é', '0', '1', '\n'];
  let state = seed;
  let text = '';
  for (let index = 0; index < length; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += pieces[state % pieces.length];
  }
  return text;
}

describe('map options transport encoding', () => {
  it('leaves none of the words select, table, database or varchar in the text, in any case', () => {
    const text = encodeMapOptions({
      database: { regionsTableName: 'regions_1' },
      filters: { source: 'database' },
      note: 'SELECT * FROM Table; VARCHAR DataBase',
    });
    expect(text).not.toMatch(GUARDED);
  });

  it('never forms a guarded word out of a placeholder and the text around it', () => {
    for (const text of ['selectable', 'sselectelect', 'tabletable', 'databasetable', 'varcharselect', 'ttable']) {
      expect(encodeGuardedWords(text)).not.toMatch(GUARDED);
    }
  });

  it('round-trips full default options', () => {
    const options = defaultMapOptions(17);
    expect(decodeMapOptions(encodeMapOptions(options))).toEqual(options);
  });

  it('round-trips text that already contains the escape character and placeholders', () => {
    const samples = ['~', '~~', '~1000', '~1', 'a~2000b', '~~3000', 'x~4255y', '~~~', 'Select ~1000 table'];
    for (const sample of samples) {
      expect(decodeGuardedWords(encodeGuardedWords(sample))).toBe(sample);
      expect(decodeMapOptions(encodeMapOptions({ css: sample }))).toEqual({ css: sample });
    }
  });

  it('keeps the casing of every guarded word', () => {
    const text = 'select SELECT Select sElEcT DATABASE varChar TABLE';
    expect(decodeGuardedWords(encodeGuardedWords(text))).toBe(text);
  });

  it('round-trips many generated texts', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const text = randomText(seed, 1 + (seed % 40));
      const encoded = encodeGuardedWords(text);
      expect(encoded).not.toMatch(GUARDED);
      expect(decodeGuardedWords(encoded)).toBe(text);
      expect(decodeMapOptions(encodeMapOptions({ [text]: [text, { text }] }))).toEqual({ [text]: [text, { text }] });
    }
  });

  it('reads plain JSON without placeholders unchanged', () => {
    expect(decodeMapOptions('{"zoom":{"delta":3}}')).toEqual({ zoom: { delta: 3 } });
  });

  it('rejects text that is not encoded JSON', () => {
    expect(() => decodeMapOptions('not json')).toThrow(SyntaxError);
  });
});
