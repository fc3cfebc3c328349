import { Type } from 'typebox';
import { Deleted, openObject } from '../../routeSchemas';

/**
 * A documented query parameter the route itself reads and checks (`readListRequest`): declared
 * without a type so the validator coerces nothing (a repeated or bracketed parameter reaches the
 * route as it was sent, and its own checks keep their messages).
 */
function queryParameter(description: string) {
  return Type.Optional(Type.Unknown({ description }));
}

const TableParams = Type.Object({ table: Type.String({ description: 'Table name, e.g. `objects_12` or `regions_12`.' }) });
const RecordParams = Type.Object({
  table: Type.String({ description: 'Table name, e.g. `objects_12` or `regions_12`.' }),
  id: Type.String({ description: 'Record id (a number for records, the SVG id for regions).' }),
});

/** Search and filter parameters shared by the list and the ids route. */
const matchingParameters = {
  search: queryParameter('Text: full-text search (at most 200 characters are used).'),
  searchField: queryParameter('Text: search this field only.'),
  searchFallback: queryParameter('Boolean: fall back to a substring search when the full-text search finds nothing.'),
  filters: queryParameter('Object (`filters[field]=value`, or JSON text): field filters, `distance` included (`filters[distance][geoPoint]`, `[address]`, `[length]`, `[units]`).'),
  filterout: queryParameter('Object `{ field, cond, val }`: leave out records matching it.'),
};

const ListQuery = openObject({
  ...matchingParameters,
  sort: queryParameter('Sort order: `field` and `order` (`asc`/`desc`), or a list of them.'),
  page: queryParameter('Whole number from 1: the page.'),
  perpage: queryParameter('Whole number: records per page (0: all, up to the server\'s limit).'),
  lastpage: queryParameter('Boolean: answer the last page.'),
  withSchema: queryParameter('Boolean: add the table\'s schema to the answer.'),
});

/** A record: its id and the fields of its table's schema. */
const RecordBody = (singular: string) => openObject({
  [singular]: Type.Union([Type.String({ description: 'The record as JSON text.' }), openObject({}, 'Field values by name.')]),
});

/** Schemas of the routes of one record collection (`objects` or `regions`), by operation. */
export function recordSchemas(plural: string, singular: string) {
  const label = plural === 'regions' ? 'region' : 'record';
  return {
    list: { summary: `List the ${label}s of a table (search, filters, sort, pages)`, params: TableParams, querystring: ListQuery },
    read: { summary: `Read one ${label}`, params: RecordParams },
    create: { summary: `Create a ${label}`, params: TableParams, body: RecordBody(singular) },
    update: { summary: `Update a ${label}'s fields`, params: RecordParams, body: RecordBody(singular) },
    remove: { summary: `Delete a ${label}`, params: RecordParams, response: { 200: Deleted } },
    clear: {
      summary: plural === 'regions' ? 'Clear the data of every region (the rows stay: they come from the map file)' : 'Delete every record of a table',
      params: TableParams,
    },
    import: {
      summary: `Import ${label}s (at most 1000 a call)`,
      params: TableParams,
      body: openObject({
        data: Type.Optional(Type.Unknown({ description: 'Array of rows, or JSON text of it (`records` is accepted too).' })),
        language: Type.Optional(Type.String({ description: 'Language of geocoded addresses.' })),
        convertLatlngToAddress: Type.Optional(Type.Unknown({ description: 'Boolean: geocode coordinates to addresses.' })),
        offset: Type.Optional(Type.Unknown({ description: 'Whole number: row number of the first row, for the report.' })),
      }),
    },
  };
}

/** Schemas of the marker feed and matching-ids routes. */
export const feedSchemas = {
  markers: {
    summary: 'The located records of a table as a columnar marker feed (ETag, compressed)',
    params: TableParams,
    querystring: openObject({ fields: queryParameter('Field names to add as columns (list or comma-separated).') }),
  },
  ids: {
    summary: 'The ids of every record a search and filters match, over the whole table (ETag)',
    params: TableParams,
    querystring: openObject(matchingParameters),
  },
};
