/** A user-defined function split into parts the caller can compile. */
export interface UserFunction {
  /** Parameter list text between the parentheses, e.g. "event" or "{ map }, ctx". */
  params: string;
  /** Statements between the outer braces. */
  body: string;
}

const FUNCTION_START = /^function(?:\s+[A-Za-z_$][\w$]*)?\s*\(/;

/** Index of the parenthesis closing the one at `open`, or -1 when they do not balance. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0) return index;
  }
  return -1;
}

/**
 * Splits a user-defined function string (event handlers stored with a map). It must start with
 * the word function, then an optional name, a parameter list in parentheses and a body in braces;
 * anything else yields undefined and the string is ignored. Compiling and running the function is
 * the caller's business.
 */
export function parseUserFunction(source: unknown): UserFunction | undefined {
  if (typeof source !== 'string') return undefined;
  const text = source.trim();
  const start = FUNCTION_START.exec(text);
  if (!start) return undefined;
  const open = start[0].length - 1;
  const close = closingParen(text, open);
  if (close < 0) return undefined;
  const rest = text.slice(close + 1).trim();
  if (!rest.startsWith('{') || !rest.endsWith('}')) return undefined;
  return { params: text.slice(open + 1, close).trim(), body: rest.slice(1, -1) };
}

/** True when the string is a user-defined function the map will run (see `parseUserFunction`). */
export function isValidUserFunction(source: unknown): boolean {
  return parseUserFunction(source) !== undefined;
}
