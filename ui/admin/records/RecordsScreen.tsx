import { useEffect, useState } from 'react';
import type { DataRecord, QuerySort, SchemaField } from '../../../domain/index';
import type { AdminSession } from '../session';
import type { MapTables } from '../mapTables';
import { RecordFormDialog } from '../form/RecordFormDialog';
import { fieldCellText } from './displayValue';
import { statusChoices, statusFilters } from './statusFilter';
import { useRecordsTable, type RecordKind } from './useRecordsTable';

/** Rows per page of the records table. */
const RECORDS_PER_PAGE = 20;
/**
 * What "Clear all" asks on the Regions screen: the regions come from the map file, so their rows
 * (ids and titles) stay and only what was entered for them is cleared.
 */
const CLEAR_REGIONS_QUESTION = 'Clear the data of every region (statuses and field values)? The regions themselves stay, with their ids and titles from the map file. This cannot be undone.';
const LISTED_TYPES = new Set(['id', 'text', 'title', 'select', 'radio', 'status', 'region', 'location', 'date', 'checkbox', 'post', 'colorpicker']);

interface RecordsScreenProps {
  kind: RecordKind;
  table: string;
  tables: MapTables;
  session: AdminSession;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(handle);
  }, [value, ms]);
  return settled;
}

function columnsOf(fields: readonly SchemaField[]): SchemaField[] {
  return fields.filter((field) => field.visible !== false && LISTED_TYPES.has(field.type)).slice(0, 6);
}

/** A paginated, searchable, sortable table of a map's records or regions, with create, edit and delete. */
export function RecordsScreen({ kind, table, tables, session }: RecordsScreenProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<QuerySort>({ field: 'id', order: kind === 'objects' ? 'desc' : 'asc' });
  const [editing, setEditing] = useState<Partial<DataRecord> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settledSearch = useDebounced(search, 300);
  const { list, save, remove, clear } = useRecordsTable(kind, table, { page, perpage: RECORDS_PER_PAGE, search: settledSearch, filters: statusFilters(status), sort: [sort], withSchema: true });
  useEffect(() => setPage(1), [settledSearch, status]);
  const fields = list.data?.schema?.fields ?? [];
  const statuses = statusChoices(fields);
  const columns = columnsOf(fields);
  const noun = kind === 'objects' ? 'record' : 'region';

  const toggleSort = (field: string) => setSort((current) => ({ field, order: current.field === field && current.order === 'asc' ? 'desc' : 'asc' }));
  const onDelete = (record: DataRecord) => {
    if (!window.confirm(`Delete ${noun} ${record.id}?`)) return;
    remove(record.id).catch(() => setError(`The ${noun} could not be deleted.`));
  };
  const onClear = () => {
    if (!window.confirm(kind === 'objects' ? 'Delete every record of this map? This cannot be undone.' : CLEAR_REGIONS_QUESTION)) return;
    clear().catch(() => setError(kind === 'objects' ? 'The records could not be deleted.' : 'The region data could not be cleared.'));
  };

  return (
    <section aria-label={kind === 'objects' ? 'Records' : 'Regions'}>
      <div className="admin-toolbar">
        <label>Search <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} /></label>
        {statuses.length > 0 && (
          <label>Status{' '}
            <select value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">All statuses</option>
              {statuses.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
            </select>
          </label>
        )}
        {kind === 'objects' && <button type="button" onClick={() => setEditing({})}>Add record</button>}
        <button type="button" className="admin-danger" onClick={onClear}>Clear all</button>
      </div>
      {error && <p role="alert" className="admin-error">{error}</p>}
      {list.isFetching && <p role="status" className="admin-muted">Loading…</p>}
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((field) => (
              <th key={field.name} scope="col" aria-sort={sort.field === field.name ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                <button type="button" className="admin-sort" onClick={() => toggleSort(field.name)}>{field.label || field.name}</button>
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(list.data?.records ?? []).map((record) => (
            <tr key={String(record.id)}>
              {columns.map((field) => <td key={field.name}>{fieldCellText(field, record)}</td>)}
              <td className="admin-actions">
                <button type="button" onClick={() => setEditing(record)}>Edit<span className="visually-hidden"> {noun} {record.id}</span></button>
                <button type="button" className="admin-danger" onClick={() => onDelete(record)}>Delete<span className="visually-hidden"> {noun} {record.id}</span></button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && list.data.records.length === 0 && <p>No {noun}s found.</p>}
      <nav className="admin-pager" aria-label="Pages">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
        <span>Page {page}</span>
        <button type="button" disabled={!list.data?.hasNextPage} onClick={() => setPage(page + 1)}>Next</button>
      </nav>
      {editing && (
        <RecordFormDialog fields={fields} record={editing} tables={tables} session={session} title={editing.id === undefined ? `New ${noun}` : `Edit ${noun} ${editing.id}`}
          onSave={save} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
