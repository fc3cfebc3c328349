/**
 * Text as the product's searches compare it: accents dropped (é → e, ü → u, ő → o), lower
 * case, runs of whitespace collapsed. Letters without a decomposition (ø, ß, ł) stay.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Blocks of letters the database's `mapsvg_search_fold()` folds: Latin, Greek, Cyrillic. */
export const databaseFoldedBlocks: readonly (readonly [number, number])[] = [
  [0x00c0, 0x024f],
  [0x0370, 0x03ff],
  [0x0400, 0x04ff],
  [0x1e00, 0x1eff],
];

/**
 * The one-to-one character table the database folds with (`translate(lower(text), from, to)`):
 * every letter of {@link databaseFoldedBlocks} whose {@link foldSearchText} form is a single,
 * different character. ASCII is left to `lower()`, which folds it in every locale.
 */
export function databaseFoldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [first, last] of databaseFoldedBlocks) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) {
      const character = String.fromCodePoint(codePoint);
      if (/\p{M}/u.test(character)) continue;
      const folded = character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if ([...folded].length !== 1 || folded === character) continue;
      from += character;
      to += folded;
    }
  }
  return { from, to };
}
