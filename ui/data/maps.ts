import type { Query } from '../../domain';
import type { RecordPage } from './collectionRequests';
import { listRequest, readCreated, readPage, readSingle, recordPath } from './collectionRequests';
import type { MapChanges, MapRecord } from './mapWire';
import { fromWireMap, toWireMap } from './mapWire';
import { mapsvgApi } from './mapsvgApi';

type Build = Parameters<Parameters<typeof mapsvgApi.injectEndpoints>[0]['endpoints']>[0];

/** The six endpoints of a map collection; `maps` and `maps-v2` share the shape. */
function mapCrud(build: Build, collection: 'maps' | 'maps-v2', tag: 'Map' | 'MapV2') {
  return {
    list: build.query<RecordPage<MapRecord>, Partial<Query>>({
      query: (query) => listRequest(collection, query),
      transformResponse: (body: unknown, _meta, query) => readPage(body, 'maps', query, fromWireMap),
      providesTags: [{ type: tag, id: 'LIST' }],
    }),
    get: build.query<MapRecord | null, number>({
      query: (id) => recordPath(collection, id),
      transformResponse: (body: unknown) => readSingle(body, 'map', fromWireMap),
      providesTags: (_result, _error, id) => [{ type: tag, id }],
    }),
    create: build.mutation<MapRecord, MapChanges>({
      query: (map) => ({ url: collection, method: 'POST', body: { map: toWireMap(map) } }),
      transformResponse: (body: unknown, _meta, map) => readCreated(body, 'map', map, fromWireMap),
      invalidatesTags: [{ type: tag, id: 'LIST' }],
    }),
    update: build.mutation<MapRecord | null, MapChanges & { id: number }>({
      query: (map) => ({ url: recordPath(collection, map.id), method: 'PUT', body: { map: toWireMap(map) } }),
      transformResponse: (body: unknown) => readSingle(body, 'map', fromWireMap),
      invalidatesTags: (_result, _error, map) => [{ type: tag, id: 'LIST' }, { type: tag, id: map.id }],
    }),
    remove: build.mutation<void, number>({
      query: (id) => ({ url: recordPath(collection, id), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, id) => [{ type: tag, id: 'LIST' }, { type: tag, id }],
    }),
    clear: build.mutation<void, void>({
      query: () => ({ url: collection, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [tag],
    }),
  };
}

/**
 * Maps (`maps`) and maps of the older version (`maps-v2`, same shape). Answers hold `maps`
 * or `map`; bodies carry `{ map }` with options as encoded JSON text (see `toWireMap`).
 */
export const mapsApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => {
    const maps = mapCrud(build, 'maps', 'Map');
    const mapsV2 = mapCrud(build, 'maps-v2', 'MapV2');
    return {
      listMaps: maps.list,
      getMap: maps.get,
      createMap: maps.create,
      updateMap: maps.update,
      deleteMap: maps.remove,
      clearMaps: maps.clear,
      listMapsV2: mapsV2.list,
      getMapV2: mapsV2.get,
      createMapV2: mapsV2.create,
      updateMapV2: mapsV2.update,
      deleteMapV2: mapsV2.remove,
      clearMapsV2: mapsV2.clear,
      /** `POST maps/{id}/copy` with `{ options: { title } }`; answers `{ map }`. */
      copyMap: build.mutation<MapRecord, { id: number; title: string }>({
        query: ({ id, title }) => ({ url: `${recordPath('maps', id)}/copy`, method: 'POST', body: { options: { title } } }),
        transformResponse: (body: unknown, _meta, { title }) => readCreated(body, 'map', { title }, fromWireMap),
        invalidatesTags: [{ type: 'Map', id: 'LIST' }],
      }),
      /**
       * `POST maps/createFromV2` with `{ map }` (the spec writes `maps//createFromV2`; the empty
       * segment is an artefact of the old client joining `maps/` and `/createFromV2`).
       */
      createMapFromV2: build.mutation<MapRecord, MapChanges>({
        query: (map) => ({ url: 'maps/createFromV2', method: 'POST', body: { map: toWireMap(map) } }),
        transformResponse: (body: unknown, _meta, map) => readCreated(body, 'map', map, fromWireMap),
        invalidatesTags: [{ type: 'Map', id: 'LIST' }],
      }),
    };
  },
});
