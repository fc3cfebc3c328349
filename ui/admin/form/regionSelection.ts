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
