import { Type } from 'typebox';
import { answers, Deleted, openObject } from '../../routeSchemas';

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

/** A record as answers give it: its id and the values of its table's fields, passed through whole. */
// No field is declared, not even `id`: a serialiser choosing between number and text could turn a region id like "12" into 12.
const RecordSchema = openObject({}, 'The record: `id` (a number, or the region\'s SVG id) and a value per field of the table\'s schema.');

/** A record: its id and the fields of its table's schema. */
const RecordBody = (singular: string) => openObject({
  [singular]: Type.Union([Type.String({ description: 'The record as JSON text.' }), openObject({}, 'Field values by name.')]),
});

/** One row the import refused, and why. */
const ImportRowError = openObject({}, 'A refused row: its line and the message.');

/** Schemas of the routes of one record collection (`objects` or `regions`), by operation. */
export function recordSchemas(plural: string, singular: string) {
  const label = plural === 'regions' ? 'region' : 'record';
  const OneRecord = Type.Object({ [singular]: RecordSchema });
  return {
    list: {
      summary: `List the ${label}s of a table (search, filters, sort, pages)`,
      params: TableParams,
      querystring: ListQuery,
      response: answers(Type.Object({
        [plural]: Type.Array(RecordSchema),
        schema: Type.Optional(openObject({}, 'The table\'s schema, with `withSchema`.')),
      })),
    },
    read: { summary: `Read one ${label}`, params: RecordParams, response: answers(OneRecord) },
    create: { summary: `Create a ${label}`, params: TableParams, body: RecordBody(singular), response: answers(OneRecord) },
    update: { summary: `Update a ${label}'s fields`, params: RecordParams, body: RecordBody(singular), response: answers(OneRecord) },
    remove: { summary: `Delete a ${label}`, params: RecordParams, response: answers(Deleted) },
    clear: {
      summary: plural === 'regions' ? 'Clear the data of every region (the rows stay: they come from the map file)' : 'Delete every record of a table',
      params: TableParams,
      response: answers(Type.Object({
        deleted: Type.Integer({ description: 'Rows deleted (always 0 for regions).' }),
        cleared: Type.Optional(Type.Integer({ description: 'Regions whose data was cleared.' })),
      })),
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
      response: answers(Type.Object({ imported: Type.Integer(), errors: Type.Array(ImportRowError) })),
    },
  };
}

const RecordId = Type.Union([Type.Integer(), Type.String()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** The columnar marker feed (`MarkerFeed`); one entry per record in every column. The body is written by the database, never re-serialised. */
const MarkerFeedSchema = Type.Object({
  version: Type.Integer({ description: 'The table\'s data version the feed was read at.' }),
  ids: Type.Array(RecordId),
  lat: Type.Array(NullableNumber, { description: '6 decimals; null without a geographic point.' }),
  lng: Type.Array(NullableNumber),
  x: Type.Array(NullableNumber, { description: 'Image point; null without one.' }),
  y: Type.Array(NullableNumber),
  images: Type.Array(Type.String(), { description: 'Distinct marker images.' }),
  image: Type.Array(Type.Integer(), { description: 'Index into `images`, -1 for the map\'s default marker.' }),
  titles: Type.Array(Type.String()),
  fields: Type.Optional(Type.Record(Type.String(), Type.Array(Type.Unknown()), { description: 'Columns asked for with `fields`.' })),
});

/** Schemas of the marker feed and matching-ids routes. */
export const feedSchemas = {
  markers: {
    summary: 'The located records of a table as a columnar marker feed (ETag, compressed)',
    params: TableParams,
    querystring: openObject({ fields: queryParameter('Field names to add as columns (list or comma-separated).') }),
    response: answers(MarkerFeedSchema),
  },
  ids: {
    summary: 'The ids of every record a search and filters match, over the whole table (ETag)',
    params: TableParams,
    querystring: openObject(matchingParameters),
    response: answers(Type.Object({ version: Type.Integer(), ids: Type.Array(RecordId) })),
  },
};
