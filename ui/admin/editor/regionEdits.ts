import { defaultField, type DataRecord, type RegionOptions, type SchemaField } from '../../../domain/index';

/**
 * What the region panel edits in a region's row of the regions table (spec 3 Region: title,
 * status, link). Per-region options (disabled, fill) live in the map options instead.
 */
export interface RegionRowEdit {
  title?: string;
  status?: string;
  link?: string;
}

/** The row fields the region panel writes. */
const REGION_ROW_FIELDS = ['title', 'status', 'link'] as const;

/** One write to the regions table: a new row (with its id) or only the changed fields of a row. */
interface RegionRowWrite {
  kind: 'create' | 'update';
  record: Partial<DataRecord> & { id: string };
}

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The writes that store the pending edits: an existing row gets only the fields that differ
 * from it (spec 7: only changed fields are sent); a region without a row gets a new row. Edits
 * that put back the stored values write nothing.
 */
export function regionRowWrites(rows: ReadonlyMap<string, DataRecord>, edits: Readonly<Record<string, RegionRowEdit>>): RegionRowWrite[] {
  const writes: RegionRowWrite[] = [];
  for (const [id, edit] of Object.entries(edits)) {
    const row = rows.get(id);
    const changed: Record<string, string> = {};
    for (const field of REGION_ROW_FIELDS) {
      const value = edit[field];
      if (value === undefined) continue;
      if (row && asText(row[field]) === value) continue;
      if (!row && value === '') continue;
      changed[field] = value;
    }
    if (Object.keys(changed).length === 0) continue;
    writes.push({ kind: row ? 'update' : 'create', record: { id, ...changed } });
  }
  return writes;
}

/** A region's row values as the panel shows them: the stored row with the pending edit over it. */
export function regionRowValues(row: DataRecord | undefined, edit: RegionRowEdit | undefined): Required<RegionRowEdit> {
  return {
    title: edit?.title ?? asText(row?.title),
    status: edit?.status ?? asText(row?.status),
    link: edit?.link ?? asText(row?.link),
  };
}

/** Whether the regions table needs a `link` field before links can be stored (the default table has none). */
export function lacksLinkField(fields: readonly SchemaField[] | undefined): boolean {
  return !(fields ?? []).some((field) => field.name === 'link');
}

/** The `link` text field added to a regions table, read by the `Region.link` click action. */
export function linkField(): SchemaField {
  return { ...defaultField('text'), name: 'link', label: 'Link' };
}

/**
 * A copy of the map options with one per-region option set (`regions[id][key]`); undefined
 * removes it, and a region left without options is removed, so clearing an override leaves
 * nothing to save. Region ids may hold dots, so dotted paths are not used here.
 */
export function setRegionOption<K extends keyof RegionOptions>(options: Record<string, unknown>, id: string, key: K, value: RegionOptions[K] | undefined): Record<string, unknown> {
  const regions = { ...((options.regions ?? {}) as Record<string, RegionOptions>) };
  const entry: RegionOptions = { ...regions[id] };
  if (value === undefined) delete entry[key];
  else entry[key] = value;
  if (Object.keys(entry).length === 0) delete regions[id];
  else regions[id] = entry;
  return { ...options, regions };
}

/** A region as the searchable list shows it. */
export interface RegionChoice {
  id: string;
  title: string;
}

/**
 * The regions of the map on screen as lists show them: the title from the region's row when it
 * has one (admins rename regions there), else the map file's title.
 */
export function regionChoices(regions: ReadonlyArray<{ id: string; title: string }>, rows: ReadonlyMap<string, DataRecord>): RegionChoice[] {
  return regions.map((state) => {
    const title = rows.get(state.id)?.title;
    return { id: state.id, title: typeof title === 'string' && title.trim() !== '' ? title : state.title };
  });
}

/** Regions whose title or id contains the search text (any case), sorted by title. */
export function searchRegions(regions: readonly RegionChoice[], search: string): RegionChoice[] {
  const needle = search.trim().toLowerCase();
  return regions
    .filter((region) => needle === '' || region.title.toLowerCase().includes(needle) || region.id.toLowerCase().includes(needle))
    .sort((a, b) => a.title.localeCompare(b.title, undefined, { numeric: true }));
}
