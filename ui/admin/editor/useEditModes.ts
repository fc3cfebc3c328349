import { useCallback, useMemo, useState } from 'react';
import { recordMarkerId, type DataRecord } from '../../../domain/index';
import { applyRecordSave } from './dataRecords';
import { recordsApi, schemasApi } from '../../data/index';
import { countWrites, draftsFromRecords, markerWrites, type MarkerDraft } from './markerDrafts';
import { lacksLinkField, linkField, regionRowWrites, type RegionRowEdit } from './regionEdits';

/** The two tables of a map. */
interface EditTables {
  regions: string;
  objects: string;
}

const ALL = { page: 1, perpage: 0 } as const;

/**
 * The data side of the region-edit, marker-edit and data-edit modes: the map's region rows and
 * its records (those with a location are its markers) with both tables' fields, the admin's
 * pending edits, and the save that writes only what changed. Map options (per-region options,
 * default marker image, marker counter) are saved by the map editor itself. Data-edit mode
 * writes at once and reports its saves, so pending edits never undo them.
 */
export function useEditModes(tables: EditTables) {
  const regionsTable = { collection: 'regions', table: tables.regions } as const;
  const objectsTable = { collection: 'objects', table: tables.objects } as const;
  const regionsQuery = recordsApi.useListRecordsQuery({ ...regionsTable, query: { ...ALL, withSchema: true } });
  const objectsQuery = recordsApi.useListRecordsQuery({ ...objectsTable, query: { ...ALL, withSchema: true } });
  const [createRecord] = recordsApi.useCreateRecordMutation();
  const [updateRecord] = recordsApi.useUpdateRecordMutation();
  const [deleteRecord] = recordsApi.useDeleteRecordMutation();
  const [updateSchema] = schemasApi.useUpdateSchemaMutation();

  const rows = useMemo(() => new Map((regionsQuery.data?.records ?? []).map((row: DataRecord) => [String(row.id), row])), [regionsQuery.data]);
  const savedDrafts = useMemo(() => draftsFromRecords(objectsQuery.data?.records ?? []), [objectsQuery.data]);
  const [regionEdits, setRegionEdits] = useState<Record<string, RegionRowEdit>>({});
  // Null until the admin changes a marker: the saved markers are shown as they are.
  const [draftState, setDraftState] = useState<MarkerDraft[] | null>(null);
  const drafts = draftState ?? savedDrafts;
  const rowWrites = useMemo(() => regionRowWrites(rows, regionEdits), [rows, regionEdits]);
  const recordWrites = useMemo(() => markerWrites(savedDrafts, drafts), [savedDrafts, drafts]);

  const editRegion = useCallback((id: string, field: keyof RegionRowEdit, value: string) => {
    setRegionEdits((current) => ({ ...current, [id]: { ...current[id], [field]: value } }));
  }, []);

  const changeDrafts = useCallback((change: (current: MarkerDraft[]) => MarkerDraft[]) => {
    setDraftState((current) => change(current ?? savedDrafts));
  }, [savedDrafts]);

  // A record saved from its form: pending marker edits take it in, so "Save map" keeps it.
  const recordSaved = useCallback((id: DataRecord['id'], changes: Partial<DataRecord>) => {
    setDraftState((current) => (current === null ? null : applyRecordSave(current, id, changes)));
  }, []);

  // A region row saved from its form: pending region-mode edits of the same fields are dropped.
  const regionSaved = useCallback((id: string, fields: readonly string[]) => {
    setRegionEdits((current) => {
      const edit = current[id];
      if (!edit) return current;
      const rest = Object.fromEntries(Object.entries(edit).filter(([field]) => !fields.includes(field)));
      const next = { ...current };
      if (Object.keys(rest).length === 0) delete next[id];
      else next[id] = rest;
      return next;
    });
  }, []);

  /** Writes everything pending; adds to `renames` each new marker's temporary id and its record's marker id. */
  const writeAll = async (renames: Map<string, string>): Promise<void> => {
    const schema = regionsQuery.data?.schema;
    const needsLink = rowWrites.some((write) => write.record.link !== undefined);
    if (needsLink && schema && lacksLinkField(schema.fields)) {
      if (schema.id === undefined) throw new Error('The regions table has no schema id.');
      await updateSchema({ id: schema.id, fields: [...schema.fields, linkField()] }).unwrap();
    }
    for (const write of rowWrites) {
      if (write.kind === 'create') await createRecord({ ...regionsTable, record: write.record }).unwrap();
      else await updateRecord({ ...regionsTable, record: write.record }).unwrap();
    }
    for (const { markerId, record } of recordWrites.create) {
      const created = await createRecord({ ...objectsTable, record }).unwrap();
      renames.set(markerId, recordMarkerId(created.id));
      // Should a later write fail, the next save updates this record instead of creating it again.
      setDraftState((current) => current?.map((draft) => (draft.markerId === markerId ? { ...draft, recordId: created.id } : draft)) ?? null);
    }
    for (const changes of recordWrites.update) await updateRecord({ ...objectsTable, record: changes }).unwrap();
    for (const id of recordWrites.remove) await deleteRecord({ ...objectsTable, id }).unwrap();
  };

  /**
   * Writes the pending region rows and markers; the tables are read back even after a failed
   * write. Answers the marker ids that changed: a new marker's `marker_{n}` becomes its record's
   * id, so layers and floors listing it can follow (also for records made by an earlier failed save).
   */
  const saveData = async (): Promise<ReadonlyMap<string, string>> => {
    const renames = new Map<string, string>();
    for (const draft of drafts) {
      if (draft.recordId !== undefined && draft.markerId !== recordMarkerId(draft.recordId)) renames.set(draft.markerId, recordMarkerId(draft.recordId));
    }
    try {
      await writeAll(renames);
    } finally {
      await Promise.all([regionsQuery.refetch(), objectsQuery.refetch()]);
    }
    setRegionEdits({});
    setDraftState(null);
    return renames;
  };

  return {
    rows,
    regionFields: regionsQuery.data?.schema?.fields ?? [],
    records: objectsQuery.data?.records ?? [],
    recordFields: objectsQuery.data?.schema?.fields ?? [],
    recordSaved,
    regionSaved,
    regionEdits,
    editRegion,
    drafts,
    changeDrafts,
    /** Region rows and marker records a save will write. */
    pendingCount: rowWrites.length + countWrites(recordWrites),
    saveData,
    loadError: regionsQuery.isError || objectsQuery.isError,
  };
}
