import { describe, expect, it } from 'vitest';
import { addressFromComponents, normalizeAddress } from './normalizeAddress';

describe('normalizeAddress', () => {
  it('derives state, state_short and county for a US address', () => {
    const address = normalizeAddress({
      country: 'United States',
      country_short: 'US',
      administrative_area_level_1: 'Texas',
      administrative_area_level_1_short: 'TX',
      administrative_area_level_2: 'Travis County',
      postal_code: '78701',
    });
    expect(address).toMatchObject({ state: 'Texas', state_short: 'TX', county: 'Travis County', zip: '78701' });
  });

  it('recognises the US by country name when the short form is missing', () => {
    const address = normalizeAddress({ country: 'United States', administrative_area_level_1: 'Ohio' });
    expect(address.state).toBe('Ohio');
  });

  it('derives no state or county outside the US', () => {
    const address = normalizeAddress({
      country: 'France',
      country_short: 'FR',
      administrative_area_level_1: 'Île-de-France',
      administrative_area_level_2: 'Paris',
      state: 'stale',
      county: 'stale',
      postal_code: '75001',
    });
    expect(address.state).toBeUndefined();
    expect(address.state_short).toBeUndefined();
    expect(address.county).toBeUndefined();
    expect(address.administrative_area_level_1).toBe('Île-de-France');
    expect(address.zip).toBe('75001');
  });

  it('sets zip to the postal code, replacing a stale zip', () => {
    expect(normalizeAddress({ postal_code: '10115', zip: '99999' }).zip).toBe('10115');
    expect(normalizeAddress({ zip: '99999' }).zip).toBeUndefined();
  });

  it('leaves its input unchanged', () => {
    const input = { country_short: 'US', administrative_area_level_1: 'Utah' };
    normalizeAddress(input);
    expect(input).toEqual({ country_short: 'US', administrative_area_level_1: 'Utah' });
  });
});

describe('addressFromComponents', () => {
  it('turns geocoder components into long and short keys and applies the US rules', () => {
    const address = addressFromComponents('1 Main St, Austin, TX 78701, USA', [
      { types: ['route'], long_name: 'Main Street', short_name: 'Main St' },
      { types: ['administrative_area_level_1', 'political'], long_name: 'Texas', short_name: 'TX' },
      { types: ['country', 'political'], long_name: 'United States', short_name: 'US' },
      { types: ['postal_code'], long_name: '78701', short_name: '78701' },
      { types: [], long_name: 'ignored', short_name: 'ignored' },
    ]);
    expect(address).toMatchObject({
      address_formatted: '1 Main St, Austin, TX 78701, USA',
      route: 'Main Street',
      route_short: 'Main St',
      country_short: 'US',
      state: 'Texas',
      state_short: 'TX',
      zip: '78701',
    });
    expect(Object.values(address)).not.toContain('ignored');
  });
});
