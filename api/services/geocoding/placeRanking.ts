import { MAX_ADDRESS_PARTS } from './addressLimits';
import { countryOfName, foldPlaceName, nameVariants } from './placeNames';
import type { PlaceRow } from './placeSource';

/** A place of the index that matched one part of an address. */
export interface PlaceCandidate extends PlaceRow {
  /** The address part (an index into {@link ParsedAddress.parts}) the place's name matched. */
  part: number;
}

/** One comma-separated part of an address, folded, and the country it names if it names one. */
interface AddressPart {
  text: string;
  country?: string;
}

/** An address split for searching: its parts, and which of them may be a place's name. */
export interface ParsedAddress {
  parts: AddressPart[];
  /** Indexes of the parts to look places up by. */
  searched: number[];
}

/** Fewest characters a part needs to be matched as the start of names (spec 9: address search from 3 characters). */
export const PREFIX_MIN_LENGTH = 3;

/**
 * Splits an address at its commas into folded parts (at most {@link MAX_ADDRESS_PARTS}, repeats
 * dropped) and marks which to search: every part that does not just name a country, or the
 * country parts when nothing else is given ("Luxembourg").
 */
export function parseAddress(address: string): ParsedAddress {
  const texts = [...new Set(address.split(',', MAX_ADDRESS_PARTS).map(foldPlaceName).filter(Boolean))];
  const parts = texts.map((text): AddressPart => {
    const country = countryOfName(text);
    return country ? { text, country } : { text };
  });
  const named = parts.flatMap((part, index) => (part.country ? [] : [index]));
  return { parts, searched: named.length > 0 ? named : parts.map((_part, index) => index) };
}

/** What else decides between places of one name. */
interface RankingContext {
  /** Countries the site's language suggests; places there rank higher. */
  preferredCountries: readonly string[];
}

/** Points of a hint ("CO", "Colorado", "Germany") the place agrees with. */
const HINT_MATCH = 4;
/** Points lost for a hint after the name that the place does not agree with. */
const HINT_MISMATCH = -3;
/** Points of a name that matches whole rather than by its start. */
const WHOLE_NAME = 1;
/** Points of a name that matches whole in another written form ("St Louis" for "Saint-Louis"). */
const WHOLE_NAME_OTHER_FORM = 0.5;
/** Points of a place in a preferred country. */
const PREFERRED_COUNTRY = 1.5;
/** Points lost per part before the matched one (the first parts are the most specific). */
const PER_EARLIER_PART = 0.25;

function namesTheRegion(hint: string, place: PlaceCandidate): boolean {
  if (hint === foldPlaceName(place.admin1) || hint === place.country.toLowerCase()) return true;
  const region = foldPlaceName(place.region);
  if (!region) return false;
  if (hint === region) return true;
  // "Hessen" names "Hesse", "Bavaria" names "Free State of Bavaria"… only for words long enough to mean something.
  return hint.length >= 4 && (region.startsWith(hint) || hint.startsWith(region) || region.endsWith(` ${hint}`));
}

/** Whether an address part agrees with a place: names its country, its region or its region's code. */
function hintMatches(part: AddressPart, place: PlaceCandidate): boolean {
  // "Georgia" names a country and a state: either may be meant.
  if (part.country === place.country) return true;
  return namesTheRegion(part.text, place);
}

/** How well a place answers an address; higher is better. */
function scoreCandidate(place: PlaceCandidate, address: ParsedAddress, context: RankingContext): number {
  const matched = address.parts[place.part];
  let score = place.importance - PER_EARLIER_PART * place.part;
  if (matched?.text === place.folded) score += WHOLE_NAME;
  else if (matched && nameVariants(matched.text).includes(place.folded)) score += WHOLE_NAME_OTHER_FORM;
  if (context.preferredCountries.includes(place.country)) score += PREFERRED_COUNTRY;
  address.parts.forEach((part, index) => {
    if (index === place.part) return;
    if (hintMatches(part, place)) score += HINT_MATCH;
    // A part before the name is a street or a district, not something the place must agree with.
    else if (index > place.part) score += HINT_MISMATCH;
  });
  return score;
}

function sameSpot(a: PlaceCandidate, b: PlaceCandidate): boolean {
  return a.country === b.country && a.name === b.name && Math.abs(a.lat - b.lat) < 0.01 && Math.abs(a.lng - b.lng) < 0.01;
}

/** The best `limit` places for an address, best first, each place once. */
export function rankCandidates(candidates: readonly PlaceCandidate[], address: ParsedAddress, context: RankingContext, limit: number): PlaceCandidate[] {
  const scored = candidates
    .map((place) => ({ place, score: scoreCandidate(place, address, context) }))
    .sort((a, b) => b.score - a.score);
  const chosen: PlaceCandidate[] = [];
  for (const { place } of scored) {
    if (chosen.length >= limit) break;
    if (!chosen.some((known) => sameSpot(known, place))) chosen.push(place);
  }
  return chosen;
}
