import { layerColumn, recordMarkerId, toFiniteNumber, type DataRecord, type GroupOptions, type Location, type MarkerFeed } from '../../../domain/index';
import type { MarkerColumns } from '../../../engine/index';

/**
 * How records' markers go into layers and floors: a records field whose value names the layer
 * (`layersControl.field`) or the floor (`floorsControl.field`), among the map's layers and floors.
 */
export interface RecordPlaces {
  layerField: string;
  layers: ReadonlyArray<Pick<GroupOptions, 'id' | 'title'>>;
  floorField: string;
  floors: ReadonlyArray<Pick<GroupOptions, 'id' | 'title'>>;
}

/** The record places of a map's options; null when neither control names a field. */
export function recordPlacesOf(options: { layersControl: { field?: string }; floorsControl: { field?: string }; groups: GroupOptions[]; floors: GroupOptions[] }): RecordPlaces | null {
  const layerField = options.layersControl.field ?? '';
  const floorField = options.floorsControl.field ?? '';
  if (layerField === '' && floorField === '') return null;
  return { layerField, layers: options.groups, floorField, floors: options.floors };
}

/** The feed fields a map's record places read. */
export function placeFields(places: RecordPlaces | null): string[] {
  return places ? [places.layerField, places.floorField].filter((field, i, all) => field !== '' && all.indexOf(field) === i) : [];
}

/** The `layers` and `floors` columns of records whose field values are given per field. */
function placeColumns(places: RecordPlaces | null, valuesOf: (field: string) => readonly unknown[] | undefined): Pick<MarkerColumns, 'layers' | 'floors'> {
  if (!places) return {};
  const layerValues = places.layerField === '' ? undefined : valuesOf(places.layerField);
  const floorValues = places.floorField === '' ? undefined : valuesOf(places.floorField);
  return {
    ...(layerValues ? { layers: layerColumn(layerValues, places.layers) } : {}),
    ...(floorValues ? { floors: layerColumn(floorValues, places.floors) } : {}),
  };
}

/** Columns made from each feed answer: preparing the markers and adding them share one conversion. */
const columnsOfFeed = new WeakMap<MarkerFeed, MarkerColumns>();

/**
 * The feed's columns as the engine takes them: record marker ids, filterable, and with `places`
 * each record's layer and floor named by its field value (read from the feed's extra fields).
 */
export function feedColumns(feed: MarkerFeed, places: RecordPlaces | null = null): MarkerColumns {
  const known = columnsOfFeed.get(feed);
  if (known) return known;
  const columns: MarkerColumns = {
    ...placeColumns(places, (field) => feed.fields?.[field]),
    ids: feed.ids.map(recordMarkerId),
    lat: feed.lat,
    lng: feed.lng,
    x: feed.x,
    y: feed.y,
    images: feed.images,
    image: feed.image,
    titles: feed.titles,
    filterable: true,
  };
  columnsOfFeed.set(feed, columns);
  return columns;
}

function finite(value: unknown): number | null {
  return toFiniteNumber(value) ?? null;
}

/** A record's location when it has a geographic or image point. */
function locationOf(record: DataRecord): Location | null {
  const location = (record as { location?: unknown }).location;
  if (!location || typeof location !== 'object') return null;
  const { geoPoint, svgPoint } = location as Location;
  const hasGeo = geoPoint && finite(geoPoint.lat) !== null && finite(geoPoint.lng) !== null;
  const hasSvg = svgPoint && finite(svgPoint.x) !== null && finite(svgPoint.y) !== null;
  return hasGeo || hasSvg ? (location as Location) : null;
}

function titleOf(record: DataRecord, location: Location): string {
  const title = (record as { title?: unknown }).title;
  if (typeof title === 'string' && title !== '') return title;
  return location.address?.address_formatted ?? '';
}

/** The located records of a page as one batch of record markers (the page-only mode). */
export function pageColumns(records: readonly DataRecord[], places: RecordPlaces | null = null): MarkerColumns {
  const columns = { ids: [] as string[], lat: [] as Array<number | null>, lng: [] as Array<number | null>, x: [] as Array<number | null>, y: [] as Array<number | null>, images: [] as string[], image: [] as number[], titles: [] as string[] };
  const imageSlots = new Map<string, number>();
  const located: DataRecord[] = [];
  for (const record of records) {
    const location = locationOf(record);
    if (!location || record.id === undefined) continue;
    columns.ids.push(recordMarkerId(record.id));
    columns.lat.push(finite(location.geoPoint?.lat));
    columns.lng.push(finite(location.geoPoint?.lng));
    columns.x.push(finite(location.svgPoint?.x));
    columns.y.push(finite(location.svgPoint?.y));
    const img = typeof location.img === 'string' && location.img !== '' ? location.img : null;
    if (img !== null && !imageSlots.has(img)) {
      imageSlots.set(img, columns.images.length);
      columns.images.push(img);
    }
    columns.image.push(img === null ? -1 : (imageSlots.get(img) ?? -1));
    columns.titles.push(titleOf(record, location));
    located.push(record);
  }
  const placed = placeColumns(places, (field) => located.map((record) => (record as Record<string, unknown>)[field]));
  return { ...columns, ...placed, filterable: false };
}
