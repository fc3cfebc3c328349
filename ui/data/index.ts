export { createDataStore } from './createDataStore';
export type { DataDispatch, DataState, DataStore } from './createDataStore';
export { Connection, DEFAULT_BASE_URL } from './Connection';
export type { ConnectionOptions, FetchFn } from './Connection';
export { mapsvgApi, TAG_TYPES } from './mapsvgApi';
export { RequestFailure } from './RequestFailure';
export type { ApiFailure } from './RequestFailure';
export { ServiceError } from './ServiceError';
export { abortError, isAbortError } from './abortError';
export type { TimerHandle, Timers } from './timers';
export { globalTimers } from './timers';

export { parseQueryString, serializeParams, serializeQuery } from './queryString';
export type { RecordId, RecordPage } from './collectionRequests';
export type { RecordGateway } from './recordGateway';

export { mapsApi, mapsGateway } from './maps';
export { fromWireMap, toWireMap } from './mapWire';
export type { MapChanges, MapRecord } from './mapWire';
export { schemasApi, schemasGateway } from './schemas';
export type { SchemaRecord } from './schemas';
export { objectsApi, objectsGateway } from './objects';
export { regionsApi, regionsGateway } from './regions';

export { RecordModel } from './RecordModel';
export { RELOAD_THROTTLE_MS, Repository } from './Repository';
export type { RepositoryEvents, RepositoryOptions } from './Repository';
export { watchRepository } from './watchRepository';
export type { RepositorySnapshot, RepositoryWatch } from './watchRepository';
export { useRepository } from './useRepository';

export { importApi, importSender, readImportAnswer } from './recordImport';
export type { ImportChunkAnswer, ImportRowError, ImportSender, ImportTarget } from './recordImport';
export { IMPORT_CHUNK_SIZE, IMPORT_DELAY_STEP_MS, importRecords } from './importRecords';
export type { ImportError, ImportOptions, ImportProgress, ImportResult } from './importRecords';

export { geocodeRequester, geocodingApi } from './geocoding';
export type { GeocodeAnswer, GeocodeParams, GeocodeRequester, GeocodeResult } from './geocoding';
export { GEOCODING_INTERVAL_MS, GeocodingClient } from './GeocodingClient';
export type { GeocodeOptions } from './GeocodingClient';
export { postsApi, postsRequester } from './posts';
export type { PostsParams, PostsRequester } from './posts';
export { POST_SEARCH_DELAY_MS, POST_SEARCH_MIN_LENGTH, PostSearch } from './PostSearch';
export { markersApi, uploadMarkerImage } from './markers';
export type { MarkerUploadAnswer, UploadedMarker } from './markers';
export { mediaApi, uploadMediaImage } from './media';
export type { MediaImage, MediaPage, MediaQuery } from './media';
export { markerFeedGateway, matchQuery, narrowsRecords, readMarkerFeed, readMatchingIds } from './markerFeed';
export type { MarkerFeedGateway, MatchQuery } from './markerFeed';
export { lightGeocodeRequester, lightPostsRequester, lightRecordGateway } from './lightClient';
export { getJson } from './getJson';
