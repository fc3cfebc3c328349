import { useId, useState } from 'react';
import type { MapTables } from '../mapTables';
import { CsvExport } from './CsvExport';
import { CsvImport } from './CsvImport';
import { GeoJsonImport } from './GeoJsonImport';

/** Import into and export from the records or regions table of a map. */
export function ImportScreen({ tables }: { tables: MapTables }) {
  const [collection, setCollection] = useState<'objects' | 'regions'>('objects');
  const id = useId();
  const table = collection === 'objects' ? tables.objects : tables.regions;
  return (
    <section aria-label="Import and export">
      <div className="admin-toolbar">
        <label htmlFor={id}>Table</label>
        <select id={id} value={collection} onChange={(event) => setCollection(event.target.value as 'objects' | 'regions')}>
          <option value="objects">Records ({tables.objects})</option>
          <option value="regions">Regions ({tables.regions})</option>
        </select>
      </div>
      <CsvImport key={`import-${table}`} collection={collection} table={table} />
      <GeoJsonImport key={`geojson-${table}`} collection={collection} table={table} />
      <CsvExport key={`export-${table}`} collection={collection} table={table} />
    </section>
  );
}
