import { describe, expect, it } from 'vitest';
import { parseAddress, rankCandidates, type PlaceCandidate } from './placeRanking';
import { placeImportance } from './placeSource';

function place(name: string, country: string, region: string, admin1: string, population: number, featureCode: string, part = 0): PlaceCandidate {
  return {
    name, folded: name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim(),
    country, admin1, region, lat: population % 90, lng: population % 180, population, importance: placeImportance(population, featureCode), part,
  };
}

const neutral = { preferredCountries: [] };
const names = (ranked: PlaceCandidate[]) => ranked.map((entry) => `${entry.name}, ${entry.country}`);

describe('parseAddress', () => {
  it('splits at commas, folds each part and knows which parts name a country', () => {
    const parsed = parseAddress('Münster, Germany');
    expect(parsed.parts).toEqual([{ text: 'munster' }, { text: 'germany', country: 'DE' }]);
    expect(parsed.searched).toEqual([0]);
  });

  it('searches a lone country name as a place, and drops repeated parts', () => {
    expect(parseAddress('Luxembourg').searched).toEqual([0]);
    expect(parseAddress('London,London,London').parts).toEqual([{ text: 'london' }]);
  });
});

describe('rankCandidates', () => {
  const munsters = [
    place('Münster', 'AT', 'Tyrol', '07', 3317, 'PPLA3'),
    place('Münster', 'DE', 'Hesse', '05', 14018, 'PPLA4'),
    place('Münster', 'DE', 'North Rhine-Westphalia', '07', 270184, 'PPLA2'),
    place('Munster', 'US', 'Indiana', 'IN', 23000, 'PPL'),
  ];

  it('ranks the largest place of a name first', () => {
    expect(names(rankCandidates(munsters, parseAddress('Munster'), neutral, 5))[0]).toBe('Münster, DE');
  });

  it('takes the country after the comma into account', () => {
    const ranked = rankCandidates(munsters, parseAddress('Münster, Austria'), neutral, 5);
    expect(names(ranked)[0]).toBe('Münster, AT');
  });

  it('takes a state code or a region name after the comma into account', () => {
    const springfields = [
      place('Springfield', 'US', 'Missouri', 'MO', 169176, 'PPLA2'),
      place('Springfield', 'US', 'Illinois', 'IL', 116250, 'PPLA'),
      place('Springfield', 'US', 'Massachusetts', 'MA', 153703, 'PPLA2'),
    ];
    expect(names(rankCandidates(springfields, parseAddress('Springfield, IL'), neutral, 5))[0]).toBe('Springfield, US');
    expect(rankCandidates(springfields, parseAddress('Springfield, IL'), neutral, 5)[0]?.region).toBe('Illinois');
    expect(rankCandidates(springfields, parseAddress('Springfield, Massachusetts'), neutral, 5)[0]?.region).toBe('Massachusetts');
  });

  it('reads a part naming both a country and a state as either', () => {
    const columbuses = [
      place('Columbus', 'US', 'Ohio', 'OH', 850106, 'PPLA'),
      place('Columbus', 'US', 'Georgia', 'GA', 189885, 'PPLA2'),
    ];
    expect(rankCandidates(columbuses, parseAddress('Columbus, Georgia'), neutral, 5)[0]?.region).toBe('Georgia');
  });

  it('prefers a capital found by the start of its name over a small town of the exact name', () => {
    const washingtons = [
      place('Washington', 'AW', '', '00', 0, ''),
      place('Washington', 'GB', 'England', 'ENG', 53526, 'PPL'),
      place('Washington, D.C.', 'US', 'District of Columbia', 'DC', 601723, 'PPLC'),
    ].map((entry) => ({ ...entry, part: 1 }));
    const ranked = rankCandidates(washingtons, parseAddress('1600 Pennsylvania Ave, Washington'), neutral, 5);
    expect(names(ranked)).toEqual(['Washington, D.C., US', 'Washington, GB', 'Washington, AW']);
  });

  it('prefers the countries of the site\'s language between places of similar size', () => {
    const frankfurts = [
      place('Frankfort', 'US', 'Kentucky', 'KY', 27830, 'PPLA'),
      place('Frankfurt (Oder)', 'DE', 'Brandenburg', '11', 58000, 'PPLA3'),
    ];
    expect(names(rankCandidates(frankfurts, parseAddress('Frankf'), neutral, 5))[0]).toBe('Frankfort, US');
    expect(names(rankCandidates(frankfurts, parseAddress('Frankf'), { preferredCountries: ['DE', 'AT', 'CH'] }, 5))[0]).toBe('Frankfurt (Oder), DE');
  });

  it('lists a place once even when two of its names matched', () => {
    const munich = place('Munich', 'DE', 'Bavaria', '02', 1260391, 'PPLA');
    const ranked = rankCandidates([munich, { ...munich, folded: 'munchen' }], parseAddress('Munchen'), neutral, 5);
    expect(ranked).toHaveLength(1);
  });
});

describe('placeImportance', () => {
  it('grows with population and gives capitals extra weight', () => {
    expect(placeImportance(1_000_000, 'PPL')).toBeGreaterThan(placeImportance(100_000, 'PPL'));
    expect(placeImportance(600_000, 'PPLC')).toBeGreaterThan(placeImportance(2_000_000, 'PPL'));
    expect(placeImportance(0, '')).toBeLessThan(placeImportance(1_000, 'PPL'));
  });
});
