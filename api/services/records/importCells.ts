import {
  DEFAULT_MARKER_IMAGE,
  addressFromComponents,
  coordinateProblem,
  dateProblem,
  markerImageByField,
  markersByFieldLocation,
  normalizeImage,
  type FieldOption,
  type Location,
  type SchemaField,
} from '../../../domain/index';
import { ApiError } from '../../errors';
import type { GeocodingProvider, GeocodingResponse } from '../geocoding/GeocodingProvider';

/** Options of one import call that cell conversion needs. */
export interface CellOptions {
  language?: string;
  /** Look up an address for cells given as coordinates. */
  convertLatlngToAddress: boolean;
  geocoder: GeocodingProvider;
}

/** The regions a region cell may name, and the table they belong to. */
export interface KnownRegions {
  table: string;
  regions: Array<{ id: string; title: string }>;
}

/** What converting one row's cells gives: the values, and what was left out on the way. */
interface ConvertedRow {
  values: Record<string, unknown>;
  /** Why parts of cells were dropped (unknown regions or options, unusable coordinates). */
  warnings: string[];
}

const LAT_LNG = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

function rowError(message: string): ApiError {
  return new ApiError(400, 'rest_invalid_row', message);
}

function splitList(cell: string): string[] {
  return cell.split(',').map((part) => part.trim()).filter(Boolean);
}

function firstLocation(answer: GeocodingResponse): Pick<Location, 'address' | 'geoPoint'> | undefined {
  const result = answer.results[0];
  if (!result) return undefined;
  return {
    address: addressFromComponents(result.formatted_address, result.address_components),
    geoPoint: { lat: result.geometry.location.lat, lng: result.geometry.location.lng },
  };
}

/**
 * Runs one geocoder lookup for a cell. A lookup the paid geocoder's limits refused (the daily cap,
 * the per-client pace) refuses the row, naming the cell and the reason, so the admin can send
 * those rows again later rather than find records without their place.
 */
async function lookUp(cell: string, lookup: () => Promise<GeocodingResponse>): Promise<GeocodingResponse> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 429 || error.status === 503)) {
      throw rowError(`The location "${cell}" was not looked up: ${error.message} Import this row again later.`);
    }
    throw error;
  }
}

/**
 * A location cell: 'lat, lng' is used as coordinates only when lat is strictly inside (-90, 90)
 * and lng strictly inside (-180, 180), otherwise the cell is left empty (and `warn` says why);
 * any other text is an address to geocode (left empty when nothing is found).
 */
async function locationFromCell(cell: string, options: CellOptions, warn: (message: string) => void = () => undefined): Promise<Location | null> {
  const text = cell.trim();
  if (text === '') return null;
  const match = LAT_LNG.exec(text);
  if (match) {
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    const problem = coordinateProblem(lat, lng);
    if (problem) {
      warn(`${problem} The location was left empty.`);
      return null;
    }
    const location: Location = { img: DEFAULT_MARKER_IMAGE, geoPoint: { lat, lng } };
    if (options.convertLatlngToAddress) {
      const found = firstLocation(await lookUp(text, () => options.geocoder.reverse({ lat, lng }, options.language)));
      if (found?.address) location.address = found.address;
    }
    return location;
  }
  const found = firstLocation(await lookUp(text, () => options.geocoder.geocode({ address: text, language: options.language })));
  if (!found) warn(`The address "${text}" was not found. The location was left empty.`);
  return found ? { img: DEFAULT_MARKER_IMAGE, ...found } : null;
}

/** Options matched by label first, then by value, ignoring case and outer spaces. */
function findOption(field: SchemaField, text: string): FieldOption | undefined {
  const options = (field.options ?? []) as FieldOption[];
  const wanted = text.trim().toLowerCase();
  return options.find((option) => String(option.label).trim().toLowerCase() === wanted)
    ?? options.find((option) => String(option.value).trim().toLowerCase() === wanted);
}

/** A region named by its id, else by its title (ignoring case). */
export function findRegion(known: KnownRegions | undefined, text: string): { id: string; title: string } | undefined {
  const wanted = text.trim().toLowerCase();
  return known?.regions.find((entry) => entry.id === text.trim())
    ?? known?.regions.find((entry) => entry.title.trim().toLowerCase() === wanted);
}

/** Each part of a list cell that names an option or region, and a warning for each that does not. */
function listOf<T>(cell: string, find: (part: string) => T | undefined, warnUnknown: (part: string) => void): T[] {
  return splitList(cell).flatMap((part) => {
    const found = find(part);
    if (found === undefined) warnUnknown(part);
    return found === undefined ? [] : [found];
  });
}

/** A structured location (JSON from a GeoJSON or REST import) must have a real point. */
function checkLocationValue(field: SchemaField, value: unknown): void {
  const point = typeof value === 'object' && value !== null ? (value as { geoPoint?: { lat?: unknown; lng?: unknown } }).geoPoint : undefined;
  if (!point) return;
  const problem = coordinateProblem(point.lat, point.lng);
  if (problem) throw rowError(`${field.label || field.name}: ${problem}`);
}

async function textCellValue(field: SchemaField, cell: string, known: KnownRegions | undefined, options: CellOptions, warn: (message: string) => void): Promise<unknown> {
  const label = field.label || field.name;
  switch (field.type) {
    case 'location':
      return locationFromCell(cell, options, warn);
    case 'region':
      return listOf(cell, (part) => findRegion(known, part), (part) => warn(`Unknown region "${part}" was left out.`))
        .map((region) => ({ id: region.id, title: region.title, tableName: known?.table }));
    case 'image':
      // An exported image cell lists the images' addresses.
      return splitList(cell).map((url) => normalizeImage({ full: url }));
    case 'checkboxes':
      return listOf(cell, (part) => findOption(field, part)?.value, (part) => warn(`${label}: unknown option "${part}" was left out.`));
    case 'date': {
      const problem = dateProblem(cell);
      if (problem) throw rowError(`${label}: ${problem}`);
      return cell.trim();
    }
    case 'select':
    case 'radio':
    case 'status': {
      if (field.type === 'select' && field.multiselect) {
        return listOf(cell, (part) => findOption(field, part), (part) => warn(`${label}: unknown option "${part}" was left out.`))
          .map((option) => ({ label: option.label, value: option.value }));
      }
      if (cell.trim() === '') return '';
      const option = findOption(field, cell);
      if (!option) warn(`${label}: unknown option "${cell.trim()}" was left out.`);
      return option?.value ?? '';
    }
    default:
      return cell;
  }
}

/** A location field may take its marker image from another field's value (the markers-by-field setting). */
function applyMarkersByField(fields: readonly SchemaField[], record: Record<string, unknown>): void {
  const field = markersByFieldLocation(fields);
  const location = field ? record[field.name] as Location | null | undefined : undefined;
  const image = markerImageByField(fields, record);
  if (location && image) location.img = image;
}

/**
 * Turns the text cells of a CSV row into field values following the import rules (locations,
 * regions by id or title, options by label); structured values pass unchanged. Parts that are
 * left out are named in the warnings; a value that cannot be stored at all (a date that is no
 * date, a location out of range in a structured value) rejects the row with the reason.
 */
export async function convertCells(fields: readonly SchemaField[], row: Record<string, unknown>, known: KnownRegions | undefined, options: CellOptions): Promise<ConvertedRow> {
  const values: Record<string, unknown> = {};
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  for (const field of fields) {
    if (!Object.hasOwn(row, field.name)) continue;
    const cell = row[field.name];
    if (typeof cell !== 'string') {
      if (field.type === 'location') checkLocationValue(field, cell);
      values[field.name] = cell;
      continue;
    }
    values[field.name] = await textCellValue(field, cell, known, options, warn);
  }
  applyMarkersByField(fields, values);
  return { values, warnings };
}
