import type { DirectoryItem } from './useDirectoryItems';

/**
 * The accessible name of a directory entry whose data has no title (its shown content may then
 * be empty): "Record 12" or "Region US-TX". Entries with a title are named by their content.
 */
export function entryName(item: Pick<DirectoryItem, 'kind' | 'id' | 'data'>): string | undefined {
  if (String(item.data.title ?? '').trim() !== '') return undefined;
  return `${item.kind === 'record' ? 'Record' : 'Region'} ${item.id}`;
}
