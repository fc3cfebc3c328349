import { useMemo, useState, type ReactNode } from 'react';
import { capitalized, pageOf, visibleRows, type DataTableRow, type RegionNoun, type TableSort } from './dataTableModel';

interface DataTableProps {
  id: string;
  rows: readonly DataTableRow[];
  /** The field the values are of; empty: names only. */
  field: string;
  /** What a row is ("county", "record") and several are ("counties"), for the header and caption. */
  noun: RegionNoun;
  locale?: string;
  /** A row was chosen: select its region on the map (a record's linked region). */
  onChoose: (row: DataTableRow) => void;
  onClose: () => void;
  /** Above the table: the choice between regions and records, when the map has both. */
  children?: ReactNode;
}

function SortHeader({ label, column, sort, onSort }: { label: string; column: TableSort['column']; sort: TableSort; onSort: (sort: TableSort) => void }) {
  const active = sort.column === column;
  const next: TableSort = { column, direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending' };
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button type="button" onClick={() => onSort(next)}>{label}{active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</button>
    </th>
  );
}

/** A row's name: a button selecting its region, or plain text for a record linked to none. */
function RowName({ row, onChoose }: { row: DataTableRow; onChoose: (row: DataTableRow) => void }) {
  if (row.regionId === undefined) return <>{row.title}</>;
  return <button type="button" className="mapsvg-data-table-region" onClick={() => onChoose(row)}>{row.title}</button>;
}

/** The regions (or records) of the map with their values: sortable, searchable, 25 rows a page. */
export function DataTable({ id, rows, field, noun, locale, onChoose, onClose, children }: DataTableProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>(field ? { column: 'value', direction: 'descending' } : { column: 'title', direction: 'ascending' });
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => visibleRows(rows, search, sort), [rows, search, sort]);
  const shown = pageOf(sorted, page);
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <section id={id} className="mapsvg-data-table" aria-label="Data table">
      {children}
      <div className="mapsvg-data-table-bar">
        <input type="search" aria-label="Search the data table" placeholder="Search" value={search} onChange={(event) => { setSearch(event.target.value); setPage(0); }} />
        <button type="button" onClick={onClose}>Close data table</button>
      </div>
      <table>
        <caption className="mapsvg-visually-hidden">{field ? `${capitalized(noun.plural)} and their ${field}` : capitalized(noun.plural)}, {sorted.length} rows</caption>
        <thead>
          <tr>
            <SortHeader label={capitalized(noun.singular)} column="title" sort={sort} onSort={setSort} />
            {field && <SortHeader label={field} column="value" sort={sort} onSort={setSort} />}
          </tr>
        </thead>
        <tbody>
          {shown.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row"><RowName row={row} onChoose={onChoose} /></th>
              {field && <td>{row.value === undefined ? 'No data' : numbers.format(row.value)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="mapsvg-data-table-pages" aria-label="Data table pages">
        <button type="button" disabled={shown.page === 0} onClick={() => setPage(shown.page - 1)}>Previous page</button>
        <span aria-live="polite">Page {shown.page + 1} of {shown.pages}</span>
        <button type="button" disabled={shown.page >= shown.pages - 1} onClick={() => setPage(shown.page + 1)}>Next page</button>
      </nav>
    </section>
  );
}
