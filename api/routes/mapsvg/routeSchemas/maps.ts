import { Type } from 'typebox';
import { answers, Deleted, NumericId, openObject } from '../../routeSchemas';

const MapOptions = openObject({}, 'The map options, decoded (the whole option tree of the editor).');

/** A stored map as every maps answer gives it. */
const MapSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Integer({ description: '1: published (visitors may read it); 0: draft.' }),
  options: MapOptions,
});

/**
 * A create or update body. The editor sends the map as JSON text and its options in the
 * transport form (guarded words replaced), so site firewalls let them through; plain JSON works
 * too. What the values mean is checked by the route (`Invalid parameter(s): status`, `options`).
 */
const MapBody = openObject({
  map: Type.Union([
    Type.String({ description: 'The map as JSON text.' }),
    openObject({
      title: Type.Optional(Type.String()),
      status: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: '0 to 32767; 1 publishes. A new map without it is a draft (0).' })),
      options: Type.Optional(Type.Union([Type.String({ description: 'Options in the transport form.' }), MapOptions])),
    }),
  ], { description: 'The map: `title`, `status`, `options`.' }),
});

const MapParams = Type.Object({ id: NumericId });
const MapAnswer = Type.Object({ map: MapSchema });

/** Schemas of the maps routes, by operation. */
export const mapSchemas = {
  list: {
    summary: 'List maps (visitors: published ones only)',
    response: answers(Type.Object({ maps: Type.Array(MapSchema) })),
  },
  read: {
    summary: 'Read a map: options in the current shape (older shapes migrated), templates precompiled for the viewer',
    params: MapParams,
    response: answers(Type.Object({
      map: MapSchema,
      // Keyed by template source, which spans lines: a `Type.Record` becomes a `^(.*)$` pattern
      // the serializer matches per key, and `.` stops at a line break, so multi-line templates
      // were dropped from the answer. Any key is kept through `additionalProperties`.
      precompiledTemplates: Type.Object({}, { additionalProperties: Type.String(), description: 'Handlebars templates of the options, precompiled, by source text.' }),
    })),
  },
  create: { summary: 'Create a map (its regions and records tables too)', body: MapBody, response: answers(MapAnswer) },
  update: { summary: 'Update a map\'s title, status or options', params: MapParams, body: MapBody, response: answers(MapAnswer) },
  remove: { summary: 'Delete a map and its default tables', params: MapParams, response: answers(Deleted) },
  clear: { summary: 'Delete every map of the collection', response: answers(Type.Object({ deleted: Type.Integer({ description: 'How many maps were deleted.' }) })) },
  copy: {
    summary: 'Copy a map with its regions and records; the copy is a draft (status 0), whatever the original\'s status',
    params: MapParams,
    body: openObject({ options: Type.Optional(Type.Union([Type.String(), openObject({ title: Type.Optional(Type.String()) })])) }),
    response: answers(Type.Object({ map: Type.Union([MapSchema, Type.Null()]) })),
  },
  createFromV2: { summary: 'Create a map from options of the older editor (migrated)', body: MapBody, response: answers(MapAnswer) },
};
