import { Type, type TSchema } from 'typebox';

/**
 * The WordPress error body every failed call answers with. `data` stays open: validation errors
 * add `params`, form checks add their messages, and the serialiser must not drop them.
 */
export const WpErrorSchema = Type.Object({
  code: Type.String({ description: 'Machine-readable error code, e.g. `rest_invalid_param`.' }),
  message: Type.String(),
  data: Type.Object({ status: Type.Integer() }, { additionalProperties: true }),
}, { additionalProperties: true, description: 'WordPress-style error.' });

/** Answers of a route: its own for 200, the WordPress error for every 4xx. */
export function answers(ok: TSchema): { 200: TSchema; '4xx': TSchema } {
  return { 200: ok, '4xx': WpErrorSchema };
}

/** An object documented by some fields and passed through whole (validator and serialiser keep the rest). */
export function openObject<Fields extends Record<string, TSchema>>(fields: Fields, description?: string) {
  return Type.Object(fields, { additionalProperties: true, ...(description ? { description } : {}) });
}

/** A numeric id in the path, checked as text so a bad one answers `Invalid parameter(s): id`. */
export const NumericId = Type.String({ pattern: '^\\d{1,9}$', description: 'Numeric id.' });

/** `{ deleted: true }`: the answer of a deletion. */
export const Deleted = Type.Object({ deleted: Type.Literal(true) });

/**
 * Query parameters a route reads and checks itself, documented by name and description only:
 * declared without types, the validator coerces nothing and the route's own 400s keep their words.
 */
export function documentedQuery(descriptions: Record<string, string>) {
  return openObject(Object.fromEntries(Object.entries(descriptions).map(([name, description]) => [name, Type.Optional(Type.Unknown({ description }))])));
}
