import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCsvFormula, unescapeCsvFormula } from './csvFormulaCells';

describe('CSV formula escaping', () => {
  it('writes every formula-like cell behind an apostrophe', () => {
    for (const cell of ['=HYPERLINK("https://evil.example","x")', '+1+cmd|\' /C calc\'!A0', '-2+3+cmd|x!A0', '@SUM(A1)', '\t=1', '\r=1', "'=1"]) {
      expect(escapeCsvFormula(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves plain text, negative numbers and coordinates as they are', () => {
    for (const cell of ['Store 1', '', '12.5', '-12.5', '-33.8, -151.2', "it's", "'quoted'"]) {
      expect(escapeCsvFormula(cell)).toBe(cell);
    }
  });

  it('reads an escaped formula back as it was and leaves other apostrophes alone', () => {
    expect(unescapeCsvFormula("'=HYPERLINK(1)")).toBe('=HYPERLINK(1)');
    expect(unescapeCsvFormula("''=1")).toBe("'=1");
    expect(unescapeCsvFormula("'quoted'")).toBe("'quoted'");
    expect(unescapeCsvFormula('=1')).toBe('=1');
  });

  it('an escaped cell reads back unchanged, for any text', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.stringMatching(/^'*[=+\-@\t\r]/)), (cell) => {
      expect(unescapeCsvFormula(escapeCsvFormula(cell))).toBe(cell);
      expect(escapeCsvFormula(cell)).not.toMatch(/^[=+@\t\r]/);
    }), { numRuns: 500 });
  });
});
