/**
 * Text as the product's searches compare it: accents dropped (é → e, ü → u, ő → o), lower
 * case, runs of whitespace collapsed. Letters without a decomposition (ø, ß, ł) stay. The
 * database folds stored text the same way (`mapsvg_search_fold()`, migration 120).
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
