import type { RegionRef } from '../../../domain/index';

/**
 * Replaces the regions chosen from one table and keeps those of every other table (spec 3: a
 * record may link regions of several maps). References without a table count as this table's.
 */
export function setTableSelection(current: readonly RegionRef[], table: string, chosen: readonly RegionRef[]): RegionRef[] {
  const others = current.filter((ref) => ref.tableName !== undefined && ref.tableName !== table);
  return [...others, ...chosen.map((ref) => ({ id: ref.id, title: ref.title, tableName: table }))];
}

/** Reads a field value as region references, ignoring anything malformed. */
export function regionRefs(value: unknown): RegionRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is RegionRef => typeof item === 'object' && item !== null && typeof (item as RegionRef).id === 'string');
}

/** A region as the record form lists it. */
interface RegionListItem {
  id: string;
  title: string;
}

/**
 * The regions the record form offers: every region of the map file, with the title of its row
 * where the regions table has one, then rows the file lacks, then chosen regions found in
 * neither (so a link is never hidden). A table with rows for only some regions must not hide
 * the others: a record may be linked to a region that has no row yet.
 */
export function regionListItems(stored: readonly RegionListItem[], fromSvg: readonly RegionListItem[], chosen: readonly RegionRef[]): RegionListItem[] {
  const rows = new Map(stored.map((region) => [region.id, region]));
  const items = new Map<string, RegionListItem>();
  for (const region of fromSvg) items.set(region.id, rows.get(region.id) ?? region);
  for (const region of stored) if (!items.has(region.id)) items.set(region.id, region);
  for (const ref of chosen) if (!items.has(ref.id)) items.set(ref.id, { id: ref.id, title: ref.title || ref.id });
  return [...items.values()];
}
