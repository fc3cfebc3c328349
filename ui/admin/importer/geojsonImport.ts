import type { DataRecord } from '../../../domain/index';
import type { ImportResult } from '../../data/index';
import type { ColumnMapping } from './csvImport';

/** One feature of a GeoJSON file, ready for the preview and the import. */
interface GeoJsonFeatureRow {
  /** Position of the feature in the file (0-based); reports number features from it. */
  index: number;
  /** The feature's properties as import text (the same text cells a CSV row has). */
  properties: Record<string, string>;
  /** 'lat, lng' for a Point, '' for a feature without geometry. */
  location: string;
  /** What the preview shows for the geometry: 'Point 40.7, -74', 'No geometry', 'Polygon'. */
  geometry: string;
  /** Why the feature cannot be imported; undefined when it can. */
  error?: string;
}

/** A GeoJSON file read into rows: the features and every property name, in first-seen order. */
export interface ParsedGeoJson {
  features: GeoJsonFeatureRow[];
  properties: string[];
}

/** The outcome of reading a file: its features, or one message naming what is wrong with it. */
type GeoJsonParse = { ok: true; value: ParsedGeoJson } | { ok: false; message: string };

const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A property as import text. Lists become comma-separated text because the import reads region
 * and multi-select cells that way; nested objects stay JSON so nothing is silently lost.
 */
function propertyText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => (isObject(item) || Array.isArray(item) ? JSON.stringify(item) : String(item ?? ''))).join(', ');
  return JSON.stringify(value);
}

type GeometryReading = Pick<GeoJsonFeatureRow, 'location' | 'geometry' | 'error'>;

/** The location a feature's geometry gives: GeoJSON positions are [longitude, latitude]. */
function readGeometry(geometry: unknown): GeometryReading {
  if (geometry === null || geometry === undefined) return { location: '', geometry: 'No geometry' };
  const type = isObject(geometry) && typeof geometry.type === 'string' ? geometry.type : '';
  if (!GEOMETRY_TYPES.has(type)) return { location: '', geometry: 'Invalid', error: 'The geometry is not a GeoJSON geometry.' };
  if (type !== 'Point') return { location: '', geometry: type, error: `Only Point geometries can be imported as a location; this feature is a ${type}.` };
  const coordinates = (geometry as { coordinates?: unknown }).coordinates;
  const [lng, lat] = Array.isArray(coordinates) ? coordinates : [];
  if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) {
    return { location: '', geometry: 'Point', error: 'The Point has no valid [longitude, latitude] coordinates.' };
  }
  // The same bounds the import applies to a 'lat, lng' cell (spec 5); a feature outside them is
  // a mistake in the file (often swapped coordinates), so it is reported rather than stored bare.
  if (!(lat > -90 && lat < 90 && lng > -180 && lng < 180)) {
    return { location: '', geometry: `Point ${lat}, ${lng}`, error: `The Point's coordinates are out of range (latitude ${lat}, longitude ${lng}).` };
  }
  return { location: `${lat}, ${lng}`, geometry: `Point ${lat}, ${lng}` };
}

function readFeature(raw: unknown, index: number, names: Set<string>): GeoJsonFeatureRow {
  if (!isObject(raw) || raw.type !== 'Feature') {
    return { index, properties: {}, location: '', geometry: '', error: 'Not a GeoJSON Feature.' };
  }
  const properties: Record<string, string> = {};
  if (raw.properties !== null && raw.properties !== undefined && !isObject(raw.properties)) {
    return { index, properties, location: '', geometry: '', error: "The feature's properties are not an object." };
  }
  for (const [name, value] of Object.entries(raw.properties ?? {})) {
    const text = propertyText(value);
    names.add(name);
    if (text !== undefined) properties[name] = text;
  }
  // A feature's own id (beside its properties) is offered as an `id` column unless a property
  // already has that name.
  if (!Object.hasOwn(properties, 'id') && (typeof raw.id === 'string' || typeof raw.id === 'number')) {
    properties.id = String(raw.id);
    names.add('id');
  }
  return { index, properties, ...readGeometry(raw.geometry) };
}

function topLevelFeatures(data: unknown): unknown[] | string {
  if (!isObject(data)) return 'The file is JSON but not GeoJSON: expected a FeatureCollection or a Feature object.';
  if (data.type === 'Feature') return [data];
  if (typeof data.type === 'string' && GEOMETRY_TYPES.has(data.type)) {
    return `The file holds a bare ${data.type} geometry; expected a FeatureCollection or a Feature with properties.`;
  }
  if (data.type !== 'FeatureCollection') {
    return typeof data.type === 'string'
      ? `The file's GeoJSON type is "${data.type}"; expected "FeatureCollection" or "Feature".`
      : 'The file is JSON but not GeoJSON: it has no "type" member (expected a FeatureCollection or a Feature).';
  }
  if (!Array.isArray(data.features)) return 'The FeatureCollection has no "features" list.';
  if (data.features.length === 0) return 'The FeatureCollection has no features.';
  return data.features;
}

/**
 * Reads the text of a .geojson/.json file: a FeatureCollection or a single Feature. A file that
 * cannot be used at all answers one message naming the problem; a feature that cannot be
 * imported (not a Feature, a geometry other than Point, bad coordinates) keeps its row with an
 * `error`, so the report lists it while the other features go in.
 */
export function parseGeoJson(text: string): GeoJsonParse {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, message: `The file is not valid JSON (${error instanceof Error ? error.message : 'unreadable'}).` };
  }
  const raw = topLevelFeatures(data);
  if (typeof raw === 'string') return { ok: false, message: raw };
  const names = new Set<string>();
  const features = raw.map((feature, index) => readFeature(feature, index, names));
  return { ok: true, value: { features, properties: [...names] } };
}

/** The records to send and how they relate to the file's features. */
interface GeoJsonRecords {
  records: DataRecord[];
  /** For each record, the index of the feature it came from. */
  featureOf: number[];
  /** Features left out, with their reason. */
  rejected: Array<{ row: number; message: string }>;
}

/**
 * Records from the importable features: mapped properties as text under field names, and the
 * Point as 'lat, lng' text in the location field, which the server reads with the CSV rules. The
 * geometry wins over a property mapped to the same field. Without a location field ('') points
 * are not stored.
 */
export function featuresToRecords(features: readonly GeoJsonFeatureRow[], mapping: ColumnMapping, locationField: string): GeoJsonRecords {
  const pairs = Object.entries(mapping).filter(([, field]) => field !== '');
  const result: GeoJsonRecords = { records: [], featureOf: [], rejected: [] };
  for (const feature of features) {
    if (feature.error) {
      result.rejected.push({ row: feature.index, message: feature.error });
      continue;
    }
    const record: Record<string, unknown> = {};
    for (const [property, field] of pairs) {
      if (Object.hasOwn(feature.properties, property)) record[field] = feature.properties[property];
    }
    if (locationField !== '' && feature.location !== '') record[locationField] = feature.location;
    result.records.push(record as DataRecord);
    result.featureOf.push(feature.index);
  }
  return result;
}

/**
 * The import's outcome in features: the server numbers rows among the records it was sent, so
 * each is turned back into its feature, and the features left out before sending are added.
 */
export function reportInFeatures(result: ImportResult, sent: GeoJsonRecords): ImportResult {
  const served = result.errors.map((error) => ({ ...error, row: error.row === undefined ? undefined : sent.featureOf[error.row] }));
  const local = sent.rejected.map((error) => ({ chunk: -1, row: error.row, message: error.message }));
  const errors = [...served, ...local].sort((a, b) => (a.row ?? Number.MAX_SAFE_INTEGER) - (b.row ?? Number.MAX_SAFE_INTEGER));
  // A failed chunk's records span the features from its first record's to its last's.
  const failedRows = result.failedRows.map((range) => {
    const first = sent.featureOf[range.first] ?? range.first;
    const last = sent.featureOf[range.first + range.count - 1] ?? first;
    return { first, count: last - first + 1 };
  });
  return { ...result, errors, failedRows };
}
