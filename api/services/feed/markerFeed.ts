import { ApiError } from '../../errors';
import type { FeedColumns, FeedSource } from '../../repositories/markerFeedRepository';
import type { ColumnSpec } from '../../sql/columns';
import { schemaColumns } from '../../sql/columns';
import type { SchemaRecord } from '../../repositories/schemasRepository';

/**
 * Field types whose values the feed never carries: a location is already in `lat`/`lng`, and
 * images, regions and marker settings are objects per record (a feed of 171k locations was 49 MB).
 */
const UNCARRIED_TYPES = new Set(['location', 'image', 'region', 'marker']);

/**
 * True for the columns an extra feed field may be: short values per record (text of a bounded
 * length, numbers, yes/no, choices and lists of choices). Long text columns are left out too.
 */
function isCarried(spec: ColumnSpec): boolean {
  return !UNCARRIED_TYPES.has(spec.field.type) && spec.kind !== 'text';
}

/** Most extra columns one feed call may ask for. */
const MAX_FEED_FIELDS = 16;

function invalidFields(message: string): ApiError {
  return new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): fields (${message})`, { params: { fields: message } });
}

/** The names of `fields=a,b` (also `fields[]=a&fields[]=b`), trimmed, without repeats. */
export function readFeedFields(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw) ? raw : [raw];
  if (parts.some((part) => typeof part !== 'string')) throw invalidFields('a comma-separated list of field names is expected');
  const names = [...new Set((parts as string[]).flatMap((part) => part.split(',')).map((name) => name.trim()).filter((name) => name !== ''))];
  if (names.length > MAX_FEED_FIELDS) throw invalidFields(`at most ${MAX_FEED_FIELDS} fields may be asked for`);
  return names;
}

/**
 * Which columns a table's marker feed reads: the first location field (its jsonb value and its
 * `_lat` / `_lng` columns), the `title` field, and the extra fields asked for. An extra name must
 * be a field of the schema, or the `{name}_text` label of a select, radio or status field, as
 * records carry them; anything else is refused with a 400 naming the field.
 */
export function feedSource(schema: SchemaRecord, fields: readonly string[]): FeedSource {
  const columns = schemaColumns(schema.fields);
  const value = columns.find((spec) => spec.field.type === 'location' && spec.role === 'value');
  const lat = value && columns.find((spec) => spec.field === value.field && spec.role === 'lat');
  const lng = value && columns.find((spec) => spec.field === value.field && spec.role === 'lng');
  const title = columns.find((spec) => spec.role === 'value' && spec.name === 'title' && spec.kind !== 'jsonb')
    ?? columns.find((spec) => spec.role === 'value' && spec.field.type === 'title');
  const extras = fields.map((name): ColumnSpec => {
    const spec = columns.find((candidate) => candidate.name === name && (candidate.role === 'value' || candidate.role === 'label'));
    if (!spec) throw invalidFields(`unknown field "${name}"`);
    if (!isCarried(spec)) throw invalidFields(`the marker feed does not carry "${name}": it carries short values such as choices, numbers and titles, and every marker's location in lat and lng`);
    return spec;
  });
  return { table: schema.name, location: value && lat && lng ? { value, lat, lng } : undefined, title, extras };
}

/** Distinct image values in first-seen order, and each record's index into them (-1: none). */
function indexImages(images: ReadonlyArray<unknown>): { images: string[]; image: number[] } {
  const distinct: string[] = [];
  const positions = new Map<string, number>();
  const image = new Array<number>(images.length);
  for (let index = 0; index < images.length; index += 1) {
    const value = images[index];
    if (typeof value !== 'string' || value === '') {
      image[index] = -1;
      continue;
    }
    let position = positions.get(value);
    if (position === undefined) {
      position = distinct.length;
      distinct.push(value);
      positions.set(value, position);
    }
    image[index] = position;
  }
  return { images: distinct, image };
}

/**
 * The `MarkerFeed` JSON text (domain/marker/markerFeed.ts) of columns read from the database.
 * The database's JSON texts are joined as they are; only the image column is parsed, to turn
 * the image values into indexes.
 */
export function markerFeedJson(columns: FeedColumns, fieldNames: readonly string[]): string {
  const { images, image } = indexImages(JSON.parse(columns.img) as unknown[]);
  const parts = [
    `"version":${columns.version}`,
    `"ids":${columns.ids}`,
    `"lat":${columns.lat}`,
    `"lng":${columns.lng}`,
    `"x":${columns.x}`,
    `"y":${columns.y}`,
    `"images":${JSON.stringify(images)}`,
    `"image":${JSON.stringify(image)}`,
    `"titles":${columns.titles}`,
  ];
  if (fieldNames.length > 0) {
    const extras = fieldNames.map((name, index) => `${JSON.stringify(name)}:${columns.extras[index] ?? '[]'}`);
    parts.push(`"fields":{${extras.join(',')}}`);
  }
  return `{${parts.join(',')}}`;
}
