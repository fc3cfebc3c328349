import { describe, expect, it } from 'vitest';
import { countriesOfLanguage, countryOfName, foldPlaceName, nameVariants, prefixUpperBound } from './placeNames';

describe('foldPlaceName', () => {
  it('folds accents, case, ß and punctuation so that visitors need not type them', () => {
    expect(foldPlaceName('Münster')).toBe('munster');
    expect(foldPlaceName('MUNSTER ')).toBe('munster');
    expect(foldPlaceName('São Paulo')).toBe('sao paulo');
    expect(foldPlaceName('Gießen')).toBe('giessen');
    expect(foldPlaceName('Washington, D.C.')).toBe('washington d c');
    expect(foldPlaceName('Łódź')).toBe('lodz');
    expect(foldPlaceName('Saint-Étienne')).toBe('saint etienne');
  });

  it('keeps scripts other than Latin', () => {
    expect(foldPlaceName('Москва')).toBe('москва');
    expect(foldPlaceName('東京')).toBe('東京');
  });
});

describe('nameVariants', () => {
  it('gives the full and short forms of a leading Saint, Mount or Fort', () => {
    expect(nameVariants('saint louis')).toEqual(['st louis', 'sankt louis']);
    expect(nameVariants('st gallen')).toEqual(['saint gallen', 'sankt gallen']);
    expect(nameVariants('mt vernon')).toEqual(['mount vernon']);
    expect(nameVariants('fort worth')).toEqual(['ft worth']);
    expect(nameVariants('stuttgart')).toEqual([]);
    expect(nameVariants('san francisco')).toEqual([]);
  });
});

describe('prefixUpperBound', () => {
  it('lies above every name that starts with the prefix and below the next prefix', () => {
    const upper = prefixUpperBound('chica');
    for (const name of ['chica', 'chicago', 'chicago heights', 'chicaçao']) expect(name < upper).toBe(true);
    expect('chicb' > upper).toBe(true);
  });
});

describe('countryOfName', () => {
  it('knows country names in several languages and common short forms', () => {
    expect(countryOfName('germany')).toBe('DE');
    expect(countryOfName('deutschland')).toBe('DE');
    expect(countryOfName('allemagne')).toBe('DE');
    expect(countryOfName('usa')).toBe('US');
    expect(countryOfName('uk')).toBe('GB');
    expect(countryOfName('espana')).toBe('ES');
    expect(countryOfName('munster')).toBeUndefined();
  });
});

describe('countriesOfLanguage', () => {
  it('suggests the countries of a language, or the region its tag names', () => {
    expect(countriesOfLanguage('de')).toEqual(['DE', 'AT', 'CH']);
    expect(countriesOfLanguage('pt-br')).toEqual(['BR']);
    expect(countriesOfLanguage('en-GB')).toEqual(['GB']);
    expect(countriesOfLanguage('en')).toEqual([]);
    expect(countriesOfLanguage(undefined)).toEqual([]);
  });
});
