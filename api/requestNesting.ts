import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_JSON_DEPTH, decodeGuardedWords, jsonValueTooDeep } from '../domain/index';
import { ApiError } from './errors';

/** Text that may be JSON a route parses later (a map, record or schema sent as a form field). */
const LOOKS_LIKE_JSON = /^\s*[[{]/;

function tooDeep(): ApiError {
  return new ApiError(400, 'rest_json_too_deep', `The request nests objects or lists deeper than ${MAX_JSON_DEPTH} levels.`);
}

/** Every string in a parsed body or query, walked with its own stack. */
function* stringsIn(value: unknown): Generator<string> {
  const pending: unknown[] = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string') yield next;
    else if (typeof next === 'object' && next !== null) pending.push(...Object.values(next));
  }
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The value of text that is JSON, or map options in their transport form (JSON with guarded
 * words), or undefined. `JSON.parse` does not recurse on the stack, so it is safe on any nesting.
 */
function parsedJson(text: string): unknown {
  if (!LOOKS_LIKE_JSON.test(text)) return undefined;
  return parseOrUndefined(text) ?? parseOrUndefined(decodeGuardedWords(text));
}

function checkNesting(value: unknown): void {
  if (value === undefined || value === null) return;
  if (jsonValueTooDeep(value)) throw tooDeep();
  for (const text of stringsIn(value)) {
    if (jsonValueTooDeep(parsedJson(text))) throw tooDeep();
  }
}

/**
 * Refuses, with 400 `rest_json_too_deep`, any request whose body or query nests objects and
 * arrays deeper than MAX_JSON_DEPTH, counting JSON sent as text inside a field (the admin posts
 * maps, records and schemas that way). Routes walk these values recursively, so a value nested
 * thousands deep ran them out of stack and answered 500; checked here, before any route code,
 * nothing is read further or stored.
 */
export function registerNestingLimit(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    checkNesting(request.body);
    checkNesting(request.query);
  });
}
