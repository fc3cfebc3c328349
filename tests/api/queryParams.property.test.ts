import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { MAX_PER_PAGE, readListRequest } from '../../api/sql/listRequest';
import { parseQueryString } from '../../api/services/query/queryString';
import { serializeParams, serializeQuery } from '../../ui/data/queryString';
import type { Query } from '../../domain/index';

/** Query-string text a scanner or an attacker may send: brackets, escapes, JSON, prototype keys. */
const queryText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'[]=&%{}"\',:5aA_-.'.split(''), '__proto__', 'constructor', 'prototype', 'filters', 'sort', 'page', 'perpage', '%5B', '%00', '%ZZ', 'field', 'order'), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(fc.tuple(fc.constantFrom('page', 'perpage', 'search', 'filters', 'filterout', 'sort', 'sort[0][field]', 'sort[0][order]', 'filters[category]', 'filters[__proto__][x]', 'lastpage', 'withSchema'),
    fc.oneof(fc.string(), fc.double().map(String), fc.constantFrom('{', '[1,2]', '{"field":"id"}', '[{"field":1}]', 'null', '1e999', '-1', '10001', '0x10'))), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')),
);

/** Runs the server's list-query reading as a list route does: parse, then check. */
function readQuery(text: string): ReturnType<typeof readListRequest> | ApiError {
  try {
    return readListRequest(parseQueryString(text));
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('query parameter properties', () => {
  it('parses any query string without throwing and without touching Object.prototype', () => {
    fc.assert(fc.property(queryText, (text) => {
      const parsed = parseQueryString(text);
      expect(typeof parsed).toBe('object');
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    }), { numRuns: 300 });
  });

  it('answers any query with a checked request or a 400, never another error', () => {
    fc.assert(fc.property(queryText, (text) => {
      const request = readQuery(text);
      if (request instanceof ApiError) {
        expect(request.status).toBe(400);
        return;
      }
      expect(Number.isInteger(request.page) && request.page >= 1).toBe(true);
      expect(Number.isInteger(request.perpage) && request.perpage >= 0 && request.perpage <= MAX_PER_PAGE).toBe(true);
      expect(request.search.length).toBeLessThanOrEqual(200);
      for (const sort of request.sort) {
        expect(typeof sort.field).toBe('string');
        expect(['asc', 'desc']).toContain(sort.order);
      }
      expect(typeof request.filters === 'object' && request.filters !== null && !Array.isArray(request.filters)).toBe(true);
    }), { numRuns: 300 });
  });

  it('reads back what the client writes (round trip through serializeQuery)', () => {
    const word = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() === text && !/^[{[]/.test(text));
    const query = fc.record({
      search: fc.option(word, { nil: undefined }),
      page: fc.integer({ min: 1, max: 1_000_000 }),
      perpage: fc.integer({ min: 0, max: MAX_PER_PAGE }),
      sort: fc.option(fc.array(fc.record({ field: word, order: fc.constantFrom<'asc' | 'desc'>('asc', 'desc') }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
      filters: fc.option(fc.record({ category: word, regions: fc.record({ table_name: word, region_ids: fc.array(word, { minLength: 1, maxLength: 4 }) }) }), { nil: undefined }),
    });
    fc.assert(fc.property(query, (sent: Query) => {
      const request = readQuery(serializeQuery(sent));
      expect(request).not.toBeInstanceOf(ApiError);
      if (request instanceof ApiError) return;
      expect(request.page).toBe(sent.page);
      expect(request.perpage).toBe(sent.perpage);
      expect(request.search).toBe(sent.search ?? '');
      expect(request.sort).toEqual(sent.sort ?? []);
      expect(request.filters).toEqual(sent.filters ?? {});
    }), { numRuns: 200 });
  });

  it('parses any parameters the client serialises back to the same values as text', () => {
    const leaf = fc.oneof(fc.string(), fc.integer().map(String));
    const params = fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/), fc.oneof(leaf, fc.array(leaf, { minLength: 1, maxLength: 3 }), fc.dictionary(fc.stringMatching(/^[a-z_]{1,6}$/), leaf, { minKeys: 1, maxKeys: 3 })), { maxKeys: 4 });
    fc.assert(fc.property(params, (sent) => {
      expect(parseQueryString(serializeParams(sent))).toEqual(sent);
    }), { numRuns: 200 });
  });
});

describe("the server's reader of what the client writes", () => {
  it('reads back nested filters, indexed sort rules and values with separators', () => {
    const params = {
      search: 'New York & co',
      filters: { regions: { table_name: 'regions_1', region_ids: ['1', '2', '3'] }, post_type: 'page' },
      sort: [{ field: 'id', order: 'desc' }],
      filterout: { field: 'status', cond: '!=', val: '1' },
      page: '3',
    };
    expect(parseQueryString(serializeParams(params))).toEqual(params);
  });

  it('reads unencoded brackets and + as space, as PHP does', () => {
    expect(parseQueryString('search=a+b&filters[id][]=4&filters[id][]=5')).toEqual({ search: 'a b', filters: { id: ['4', '5'] } });
  });

  it('reads a null the client sent as an empty value', () => {
    expect(parseQueryString(serializeParams({ searchField: null }))).toEqual({ searchField: '' });
  });
});
