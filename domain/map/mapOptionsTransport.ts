import { parseJsonWithinDepth } from '../parsers/jsonNesting';

const ESCAPE = '~';
const WORDS = ['select', 'table', 'database', 'varchar'] as const;
const WORD_PATTERN = new RegExp(`${ESCAPE}|${WORDS.join('|')}`, 'gi');
const PLACEHOLDER_PATTERN = new RegExp(`${ESCAPE}(?:(${ESCAPE})|([1-${WORDS.length}])(\\d{3}))`, 'g');

/** Bit i set when letter i of the word is upper case. */
function caseMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index += 1) {
    const char = word.charAt(index);
    if (char !== char.toLowerCase()) mask |= 1 << index;
  }
  return mask;
}

function applyCaseMask(word: string, mask: number): string {
  let result = '';
  for (let index = 0; index < word.length; index += 1) {
    const char = word.charAt(index);
    result += mask & (1 << index) ? char.toUpperCase() : char;
  }
  return result;
}

/**
 * Replaces `~` and the words select, table, database and varchar with placeholders, because
 * firewalls in front of content sites reject request bodies that look like SQL.
 *
 * `~` is the escape character: a literal `~` becomes `~~`; a word becomes `~`, its index
 * (1 select, 2 table, 3 database, 4 varchar) and three digits telling which letters were upper
 * case, so any casing round-trips. Placeholders hold only `~` and digits, so they can never join
 * neighbouring text into one of the words; and since every `~` of the input is doubled, text that
 * merely looks like a placeholder decodes to itself.
 */
export function encodeGuardedWords(text: string): string {
  return text.replace(WORD_PATTERN, (match) => {
    if (match === ESCAPE) return ESCAPE + ESCAPE;
    const index = WORDS.indexOf(match.toLowerCase() as (typeof WORDS)[number]);
    return `${ESCAPE}${index + 1}${String(caseMask(match)).padStart(3, '0')}`;
  });
}

/** Restores text encoded by `encodeGuardedWords`. Text without placeholders is returned as is. */
export function decodeGuardedWords(text: string): string {
  return text.replace(PLACEHOLDER_PATTERN, (match, escaped?: string, wordIndex?: string, mask?: string) => {
    if (escaped) return ESCAPE;
    const word = WORDS[Number(wordIndex) - 1];
    if (!word) return match;
    return applyCaseMask(word, Number(mask));
  });
}

/** Writes map options as transport text: JSON with the guarded words replaced. */
export function encodeMapOptions(options: unknown): string {
  return encodeGuardedWords(JSON.stringify(options));
}

/**
 * Reads transport text back into options. Throws a SyntaxError when the text is not encoded
 * JSON, so a damaged request is rejected rather than saved, and a JsonTooDeepError when it nests
 * deeper than MAX_JSON_DEPTH (code that walks options recursively would run out of stack).
 */
export function decodeMapOptions<T = Record<string, unknown>>(text: string): T {
  return parseJsonWithinDepth(decodeGuardedWords(text), 'Map options') as T;
}
