import { foldSearchText } from '../../domain/text/searchFold';

// One folding for the viewer's own searches and the server's (its SQL table is derived from it).
export { foldSearchText };

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
