export { createDataStore } from './createDataStore';
export type { DataDispatch, DataStore } from './createDataStore';
export { Connection, DEFAULT_BASE_URL } from './Connection';
export type { ConnectionOptions, FetchFn } from './Connection';
export { mapsvgApi } from './mapsvgApi';
export { RequestFailure } from './RequestFailure';
export type { ApiFailure } from './RequestFailure';
export { ServiceError } from './ServiceError';
export { abortError, isAbortError } from './abortError';
export type { TimerHandle, Timers } from './timers';
export { globalTimers } from './timers';

export { serializeParams, serializeQuery } from './queryString';
export type { RecordCollection, RecordId, RecordPage, TableArgs } from './collectionRequests';

export { mapsApi } from './maps';
export { fromWireMap, toWireMap } from './mapWire';
export type { MapChanges, MapRecord } from './mapWire';
export { schemasApi } from './schemas';
export type { SchemaRecord } from './schemas';
export { recordsApi } from './records';
export { announceTableWrite, onTableWrite } from './tableWrites';

export { RecordModel } from './RecordModel';
export { RecordList } from './RecordList';
export type { RecordListEvents, RecordReader } from './RecordList';
export { watchRecordList } from './watchRecordList';
export type { RecordListSnapshot } from './watchRecordList';

export { importFinished, importSender } from './recordImport';
export type { ImportSender } from './recordImport';
export { STREAMED_IMPORT, importRecords } from './importRecords';
export type { ImportError, ImportProgress, ImportResult, RowRange } from './importRecords';

export { geocodeRequester } from './geocoding';
export type { GeocodeAnswer, GeocodeParams, GeocodeRequester, GeocodeResult } from './geocoding';
export { GeocodingClient } from './GeocodingClient';
export { postsRequester } from './posts';
export type { PostsParams, PostsRequester } from './posts';
export { POST_SEARCH_MIN_LENGTH, PostSearch } from './PostSearch';
export { uploadMarkerImage } from './markers';
export { mediaApi, uploadMediaImage } from './media';
export type { MediaImage, MediaPage } from './media';
export { markerFeedGateway, matchQuery, narrowsRecords, readMarkerFeed, readMatchingIds } from './markerFeed';
export { lightGeocodeRequester, lightPostsRequester, lightRecordReader } from './lightClient';
export { getJson } from './getJson';
