import type { Address } from './location';

/** One component of a geocoder answer. */
export interface AddressComponent {
  types: string[];
  long_name: string;
  short_name: string;
}

const US_COUNTRY_NAMES = new Set(['us', 'usa', 'united states', 'united states of america']);

function isUnitedStates(address: Address): boolean {
  const short = address.country_short?.trim().toLowerCase();
  if (short) return short === 'us';
  const name = address.country?.trim().toLowerCase();
  return name !== undefined && US_COUNTRY_NAMES.has(name);
}

/**
 * Applies the address rules: zip mirrors postal_code, and state, state_short and county are
 * derived from the administrative areas only for US addresses (elsewhere those areas mean other
 * things, so the US names are removed rather than guessed). Returns a new address.
 */
export function normalizeAddress(input: Address): Address {
  const address: Address = { ...input };
  delete address.zip;
  delete address.state;
  delete address.state_short;
  delete address.county;
  if (address.postal_code !== undefined) address.zip = address.postal_code;
  if (!isUnitedStates(address)) return address;
  if (address.administrative_area_level_1 !== undefined) {
    address.state = address.administrative_area_level_1;
  }
  if (address.administrative_area_level_1_short !== undefined) {
    address.state_short = address.administrative_area_level_1_short;
  }
  if (address.administrative_area_level_2 !== undefined) {
    address.county = address.administrative_area_level_2;
  }
  return address;
}

/**
 * Builds an address from a geocoder result: each component's first type becomes a key holding
 * the long name, with `{type}_short` holding the short name; then the address rules apply.
 */
export function addressFromComponents(
  formatted: string,
  components: readonly AddressComponent[],
): Address {
  const address: Address = { address_formatted: formatted };
  for (const component of components) {
    const type = component.types[0];
    if (!type) continue;
    address[type] = component.long_name;
    address[`${type}_short`] = component.short_name;
  }
  return normalizeAddress(address);
}
