import type { DataRecord } from '../../domain/index';
import { matchesSearch } from './searchText';

/** What the viewer knows of a region from the engine. */
interface RegionFacts {
  id: string;
  title: string;
  disabled: boolean;
  selected: boolean;
  status?: string;
  statusText?: string;
  currentFill?: string;
}

/** The records linked to a region through their regions field. */
export function linkedRecords(records: readonly DataRecord[], regionId: string): DataRecord[] {
  return records.filter((record) => Array.isArray(record.regions)
    && (record.regions as Array<{ id?: unknown }>).some((ref) => String(ref?.id) === regionId));
}

/**
 * A region as templates see it: the engine's facts, the row of the regions table (its fields win
 * where set, except id) and `objects`, the records linked to it.
 */
export function regionTemplateData(facts: RegionFacts, row: DataRecord | undefined, records: readonly DataRecord[]): Record<string, unknown> {
  const rowTitle = typeof row?.title === 'string' && row.title.trim() !== '' ? row.title : undefined;
  return {
    fill: facts.currentFill,
    status: facts.status,
    status_text: facts.statusText,
    disabled: facts.disabled,
    selected: facts.selected,
    ...row,
    id: facts.id,
    title: rowTitle ?? facts.title,
    objects: linkedRecords(records, facts.id),
  };
}

/** The ids of the regions a record is linked to. */
export function recordRegionIds(record: DataRecord): string[] {
  if (!Array.isArray(record.regions)) return [];
  return (record.regions as Array<{ id?: unknown }>).map((ref) => String(ref?.id ?? '')).filter(Boolean);
}

/**
 * Sorts and searches regions for a regions directory (the regions table is loaded whole); the
 * search ignores accents and case (see {@link matchesSearch}).
 */
export function filterRegionItems(items: Array<Record<string, unknown>>, { search, sortBy, direction, filterout }: {
  search: string; sortBy: string; direction: 'asc' | 'desc'; filterout?: { field: string; val: string | number };
}): Array<Record<string, unknown>> {
  const kept = items.filter((item) => {
    if (filterout?.field && String(item[filterout.field] ?? '') === String(filterout.val)) return false;
    return matchesSearch(search, [item.title, item.id]);
  });
  const factor = direction === 'asc' ? 1 : -1;
  return kept.sort((a, b) => factor * String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? ''), undefined, { numeric: true }));
}
