import { DEFAULT_MARKER_IMAGE, recordMarkerId, type DataRecord, type GeoPoint, type Location, type SvgPoint } from '../../../domain/index';

/**
 * A marker as the marker-edit mode holds it. Markers are records of the map's objects table
 * with a location (spec 3 Marker: attached record, location; Location.img is the image), so a
 * draft is a record: saved ones carry `recordId`, new ones only the engine's `marker_{n}` id.
 */
export interface MarkerDraft {
  /** The marker's id on the map: `record_{id}` for saved records, `marker_{n}` for new ones. */
  markerId: string;
  recordId?: string | number;
  title: string;
  location: Location;
}

const hasPoint = (location: Location) => {
  const { svgPoint, geoPoint } = location;
  const svg = svgPoint && Number.isFinite(Number(svgPoint.x)) && Number.isFinite(Number(svgPoint.y));
  const geo = geoPoint && Number.isFinite(Number(geoPoint.lat)) && Number.isFinite(Number(geoPoint.lng));
  return Boolean(svg || geo);
};

/** The markers of the records that have a placed location, with the ids the viewer gives them. */
export function draftsFromRecords(records: readonly DataRecord[]): MarkerDraft[] {
  return records.flatMap((record) => {
    const location = record.location as Location | null | undefined;
    if (!location || typeof location !== 'object' || !hasPoint(location)) return [];
    return [{ markerId: recordMarkerId(record.id), recordId: record.id, title: typeof record.title === 'string' ? record.title : '', location }];
  });
}

/** The location of a marker placed at an image point (and its geographic point on a calibrated map). */
export function placedLocation(location: Location, svgPoint: SvgPoint, geoPoint?: GeoPoint): Location {
  const next: Location = { ...location, svgPoint: { x: svgPoint.x, y: svgPoint.y } };
  if (geoPoint) next.geoPoint = { lat: geoPoint.lat, lng: geoPoint.lng };
  else delete next.geoPoint;
  return next;
}

/** The record writes that store the drafts: new records, changed fields of saved ones, removals. */
interface MarkerWrites {
  create: Array<{ markerId: string; record: { title: string; location: Location } }>;
  update: Array<{ id: string | number; title?: string; location?: Location }>;
  remove: Array<string | number>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Compares the drafts with the markers as saved and lists only what changed. */
export function markerWrites(saved: readonly MarkerDraft[], drafts: readonly MarkerDraft[]): MarkerWrites {
  const byRecord = new Map(saved.filter((draft) => draft.recordId !== undefined).map((draft) => [String(draft.recordId), draft]));
  const kept = new Set<string>();
  const writes: MarkerWrites = { create: [], update: [], remove: [] };
  for (const draft of drafts) {
    const before = draft.recordId === undefined ? undefined : byRecord.get(String(draft.recordId));
    if (draft.recordId === undefined || !before) {
      writes.create.push({ markerId: draft.markerId, record: { title: draft.title, location: draft.location } });
      continue;
    }
    kept.add(String(draft.recordId));
    const update: MarkerWrites['update'][number] = { id: draft.recordId };
    if (draft.title !== before.title) update.title = draft.title;
    if (!same(draft.location, before.location)) update.location = draft.location;
    if (Object.keys(update).length > 1) writes.update.push(update);
  }
  for (const [id, draft] of byRecord) if (!kept.has(id)) writes.remove.push(draft.recordId ?? id);
  return writes;
}

/** How many writes a save will make (the editor counts them as unsaved changes). */
export function countWrites(writes: MarkerWrites): number {
  return writes.create.length + writes.update.length + writes.remove.length;
}

/**
 * The marker images the admin can choose from: the red pin, the map's default image, images
 * markers already use and those uploaded in this session, each once, the red pin first.
 */
export function markerImageChoices(defaultImage: string, drafts: readonly MarkerDraft[], uploaded: readonly string[]): string[] {
  const all = [DEFAULT_MARKER_IMAGE, defaultImage, ...drafts.map((draft) => draft.location.img), ...uploaded];
  return [...new Set(all.filter((img) => typeof img === 'string' && img.trim() !== ''))];
}

/** The number in a `marker_{n}` id, or null for other ids. */
export function markerNumber(id: string): number | null {
  const match = /^marker_(\d+)$/.exec(id);
  return match ? Number(match[1]) : null;
}
