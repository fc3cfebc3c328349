import { JsonTooDeepError } from './JsonTooDeepError';

/**
 * Limits on how deeply JSON may nest. The server and the viewer walk options and record values
 * with recursive code (merging, migrating, copying, rendering); a value nested thousands of levels
 * deep ran them out of stack ("Maximum call stack size exceeded"). No map option or record field
 * the product writes nests more than about a dozen levels, so 64 leaves ample room.
 */

/** The deepest nesting of objects and arrays accepted in a request or in map options text. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when JSON text opens more than `limit` objects or arrays inside each other. A linear scan
 * that skips string contents (escapes included), so it runs before any parsing or recursion;
 * text that is not JSON only counts its unbalanced brackets.
 */
export function jsonTextTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/**
 * True when a parsed value nests objects and arrays more than `limit` deep. Walks with its own
 * stack (no recursion), so it is safe on exactly the values it is meant to refuse.
 */
export function jsonValueTooDeep(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}

/** `JSON.parse` that refuses text nested deeper than the limit before parsing it. */
export function parseJsonWithinDepth(text: string, where: string, limit = MAX_JSON_DEPTH): unknown {
  if (jsonTextTooDeep(text, limit)) throw new JsonTooDeepError(where, limit);
  return JSON.parse(text);
}
