import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { DataRecord, Query, Schema } from '../../domain';
import { serializeQuery } from './queryString';

/** One page of a list call, the look-ahead row already removed. */
export interface RecordPage<T> {
  records: T[];
  /** Present when the query asked `withSchema`. */
  schema?: Schema;
  /** The server sent a row beyond `perpage`: a next page exists. */
  hasNextPage: boolean;
}

/** A record id as it appears in a path. */
export type RecordId = DataRecord['id'];

/** The two record collections: a map's records (`objects`) and its region rows (`regions`). */
export type RecordCollection = 'objects' | 'regions';

/** One table of one collection. */
export interface TableArgs {
  collection: RecordCollection;
  table: string;
}

/** The name one record travels under: `{ object }` or `{ region }`. */
export function singularOf(collection: RecordCollection): 'object' | 'region' {
  return collection === 'objects' ? 'object' : 'region';
}

/** The path of a collection, with the table for objects and regions: `objects/objects_12`. */
export function collectionPath(collection: string, table?: string): string {
  return table === undefined ? collection : `${collection}/${encodeURIComponent(table)}`;
}

/** The path of one record: `objects/objects_12/5`. */
export function recordPath(path: string, id: RecordId): string {
  return `${path}/${encodeURIComponent(String(id))}`;
}

/** `GET {collection}?{query}`; the query string format is described at `serializeQuery`. */
export function listRequest(path: string, query: Partial<Query>): FetchArgs {
  const search = serializeQuery(query);
  return { url: search ? `${path}?${search}` : path, method: 'GET' };
}

function field(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  return (body as Record<string, unknown>)[name];
}

/**
 * Reads a list answer: records under the plural name, plus `schema`. A row beyond `perpage`
 * is the server's look-ahead: it is dropped and only says that a next page exists.
 * `perpage` 0 means all rows, so nothing is dropped.
 */
export function readPage<T>(body: unknown, plural: string, query: Partial<Query>, map: (raw: unknown) => T = (raw) => raw as T): RecordPage<T> {
  const raw = field(body, plural);
  const rows = Array.isArray(raw) ? raw.map(map) : [];
  const perpage = query.perpage ?? 0;
  const hasNextPage = perpage > 0 && rows.length > perpage;
  const page: RecordPage<T> = { records: hasNextPage ? rows.slice(0, perpage) : rows, hasNextPage };
  const schema = field(body, 'schema');
  if (typeof schema === 'object' && schema !== null) page.schema = schema as Schema;
  return page;
}

/** Reads a single-record answer: the record under its singular name (null when absent). */
export function readSingle<T>(body: unknown, singular: string, map: (raw: unknown) => T = (raw) => raw as T): T | null {
  const raw = field(body, singular);
  return typeof raw === 'object' && raw !== null ? map(raw) : null;
}

/**
 * Reads a create answer: the created record under its singular name, or only its `id` (schemas
 * answer with the id). Fields the server did not echo keep the values that were sent.
 */
export function readCreated<T extends { id: RecordId }>(body: unknown, singular: string, sent: Partial<T>, map: (raw: unknown) => T = (raw) => raw as T): T {
  const record = readSingle(body, singular, map);
  if (record) return { ...sent, ...record };
  const id = field(body, 'id') ?? field(field(body, singular), 'id');
  return { ...sent, id } as T;
}
