import type { DataRecord, Location, RegionRef, SchemaField } from '../../../domain/index';
import { regionRefs } from '../form/regionSelection';
import { draftsFromRecords, type MarkerDraft } from './markerDrafts';

/** The marker id prefix the viewer gives record markers (see `recordMarkerId`). */
const RECORD_MARKER = /^record_(.+)$/;

/** The record id behind a record marker (`record_{id}`), or null for hand-placed or other markers. */
export function recordIdOfMarker(markerId: string): string | null {
  return RECORD_MARKER.exec(markerId)?.[1] ?? null;
}

/** The record a record marker stands for, among the loaded records (ids compared as text). */
export function recordOfMarker(records: readonly DataRecord[], markerId: string): DataRecord | null {
  const id = recordIdOfMarker(markerId);
  if (id === null) return null;
  return records.find((record) => String(record.id) === id) ?? null;
}

/** The name of the records table's region field (spec 3: only one per schema), or null without one. */
export function regionFieldName(fields: readonly SchemaField[]): string | null {
  return fields.find((field) => field.type === 'region')?.name ?? null;
}

/**
 * The records linked to a region of this map's regions table: those whose region field lists
 * it. References without a table count as this table's, as the record form treats them.
 */
export function recordsOfRegion(records: readonly DataRecord[], fieldName: string | null, regionsTable: string, regionId: string): DataRecord[] {
  if (fieldName === null) return [];
  return records.filter((record) => regionRefs(record[fieldName]).some((ref) => ref.id === regionId && (ref.tableName === undefined || ref.tableName === regionsTable)));
}

/** A new record's starting values: linked to the region, so the form opens with it ticked. */
export function newRecordForRegion(fieldName: string | null, regionsTable: string, region: { id: string; title: string }): Partial<DataRecord> {
  if (fieldName === null) return {};
  const ref: RegionRef = { id: region.id, title: region.title, tableName: regionsTable };
  return { [fieldName]: [ref] };
}

/** A record's title for lists, or its id when it has none. */
export function recordLabel(record: Partial<DataRecord>): string {
  const title = record.title;
  return typeof title === 'string' && title.trim() !== '' ? title : `Record ${String(record.id ?? '')}`.trim();
}

/**
 * The marker drafts after a record was saved from its form, for an admin who also has pending
 * marker edits: the record's marker takes the saved title and location (or goes, when the
 * location was cleared), and a new record with a location gets one, so "Save map" neither
 * deletes nor overwrites what the form just stored.
 */
export function applyRecordSave(drafts: readonly MarkerDraft[], id: DataRecord['id'], changes: Partial<DataRecord>): MarkerDraft[] {
  const index = drafts.findIndex((draft) => draft.recordId !== undefined && String(draft.recordId) === String(id));
  const current = index < 0 ? undefined : drafts[index];
  const title = typeof changes.title === 'string' ? changes.title : current?.title ?? '';
  const location = 'location' in changes ? (changes.location as Location | null | undefined) : current?.location;
  const [placed] = draftsFromRecords([{ id, title, location }]);
  if (!current) return placed ? [...drafts, placed] : [...drafts];
  const next = [...drafts];
  if (placed) next[index] = { ...current, title: placed.title, location: placed.location };
  else next.splice(index, 1);
  return next;
}
