import { useState } from 'react';
import { useStore } from 'react-redux';
import { defaultField } from '../../../domain/index';
import { recordsApi, type DataStore } from '../../data/index';
import { exportFieldCell, importableFields } from './csvImport';
import { writeCsv } from './writeCsv';

/** Downloads the whole table as CSV, one column per stored field. */
export function CsvExport({ collection, table }: { collection: 'objects' | 'regions'; table: string }) {
  const store = useStore() as DataStore;
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    const args = { collection, table, query: { page: 1, perpage: 0, withSchema: true, sort: [{ field: 'id', order: 'asc' as const }] } };
    const call = store.dispatch(recordsApi.endpoints.listRecords.initiate(args, { subscribe: false, forceRefetch: true }));
    try {
      const page = await call.unwrap();
      const fields = importableFields(page.schema?.fields ?? []);
      const exported = fields.some((field) => field.name === 'id') ? fields : [{ ...defaultField('id'), name: 'id' }, ...fields];
      const columns = exported.map((field) => field.name);
      const csv = writeCsv(columns, page.records.map((record) => exported.map((field) => exportFieldCell(field, record))));
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = `${table}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setError('The table could not be exported.');
    }
  };

  return (
    <section className="admin-card" aria-label="Export">
      <h3>Export</h3>
      {error && <p role="alert" className="admin-error">{error}</p>}
      <button type="button" onClick={() => void download()}>Export CSV</button>
    </section>
  );
}
