const TRUE_WORDS = new Set(['on', 'true', '1', 'yes', 'y']);
const FALSE_WORDS = new Set(['off', 'false', '0', 'no', 'n']);

/**
 * Reads a boolean-like option value. Text is trimmed and compared without case: on, true, 1, yes
 * and y are true; off, false, 0, no and n are false. Booleans pass through and the numbers 1 and 0
 * count like their text. Anything else is undefined, so callers can keep their default.
 */
export function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}
