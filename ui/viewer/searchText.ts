/** Text as a search compares it: accents dropped (é → e, ü → u), lower case, spaces collapsed. */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Whether every word of `search` occurs in one of `values`, ignoring accents and case, so
 * "cafe berlin" finds "Café Berlin" and "berlin café" too.
 */
export function matchesSearch(search: string, values: readonly unknown[]): boolean {
  const words = foldSearchText(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = values.map((value) => foldSearchText(String(value ?? ''))).join(' ');
  return words.every((word) => haystack.includes(word));
}
