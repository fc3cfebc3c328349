import { describe, expect, it } from 'vitest';
import { DATE_LOCALES, GEO_LANGUAGES } from './locales';

/** "About 60" in the spec (3 Date, 9 Search and import): fewer than this is a shrink. */
const ABOUT_60 = 55;

/** The address languages spec 9 names ("about 60 codes including …"). */
const SPEC_ADDRESS_LANGUAGES = ['sq', 'ar', 'eu', 'be', 'bg', 'zh-cn', 'zh-tw', 'en', 'en-gb', 'fr', 'de', 'es', 'ja', 'ko', 'ru', 'pt-br', 'tr', 'uk', 'vi'];

describe('the locale lists of the form builder', () => {
  it('offers about 60 date locales, each once, each one a date picker can write dates in', () => {
    expect(DATE_LOCALES.length).toBeGreaterThanOrEqual(ABOUT_60);
    expect(new Set(DATE_LOCALES.map((code) => code.toLowerCase())).size).toBe(DATE_LOCALES.length);
    // A locale the runtime does not know would silently show English dates.
    expect(Intl.DateTimeFormat.supportedLocalesOf([...DATE_LOCALES])).toHaveLength(DATE_LOCALES.length);
  });

  it('offers about 60 address languages for distance and location fields, each once, the spec\'s named ones among them', () => {
    expect(GEO_LANGUAGES.length).toBeGreaterThanOrEqual(ABOUT_60);
    expect(new Set(GEO_LANGUAGES).size).toBe(GEO_LANGUAGES.length);
    expect(GEO_LANGUAGES.filter((code) => SPEC_ADDRESS_LANGUAGES.includes(code)).sort()).toEqual([...SPEC_ADDRESS_LANGUAGES].sort());
  });
});
