import { useState } from 'react';
import { guessMapping, type ColumnMapping } from './csvImport';
import { FieldMappingTable } from './FieldMappingTable';
import { featuresToRecords, parseGeoJson, reportInFeatures, type ParsedGeoJson } from './geojsonImport';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportReport } from './ImportReport';
import { useChunkedImport } from './useChunkedImport';
import { useTableFields } from './useTableFields';

const PREVIEW_ROWS = 5;

/**
 * GeoJSON import: a FeatureCollection (or one Feature) is previewed, its properties are mapped
 * to fields as CSV columns are, and Point geometries fill the table's location field. Features
 * that cannot be imported are reported with the server's rejected rows.
 */
export function GeoJsonImport({ collection, table }: { collection: 'objects' | 'regions'; table: string }) {
  const { fields, loading: fieldsLoading } = useTableFields(collection, table);
  const [parsed, setParsed] = useState<ParsedGeoJson | null>(null);
  const [chosen, setChosen] = useState<ColumnMapping>({});
  const run = useChunkedImport(collection, table);
  const locationField = fields.find((field) => field.type === 'location')?.name ?? '';

  const read = async (file: File | undefined) => {
    run.reset();
    setParsed(null);
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      run.reset('The file could not be read.');
      return;
    }
    const outcome = parseGeoJson(text);
    if (!outcome.ok) {
      run.reset(`${file.name}: ${outcome.message}`);
      return;
    }
    setParsed(outcome.value);
    setChosen({});
  };

  // The geometry fills the location field, so a property is not guessed into it as well.
  const guessed = parsed ? guessMapping(parsed.properties, fields.filter((field) => field.name !== locationField)) : {};
  const mapping: ColumnMapping = { ...guessed, ...chosen };
  const preview = parsed?.features.slice(0, PREVIEW_ROWS) ?? [];
  const points = parsed?.features.filter((feature) => feature.location !== '').length ?? 0;
  const unusable = parsed?.features.filter((feature) => feature.error).length ?? 0;

  const start = () => {
    if (!parsed) return;
    const sent = featuresToRecords(parsed.features, mapping, locationField);
    void run.start(sent.records, (result) => reportInFeatures(result, sent));
  };

  return (
    <section className="admin-card" aria-label="GeoJSON import">
      <h3>GeoJSON import</h3>
      <label>GeoJSON file <input type="file" accept=".geojson,.json,application/geo+json,application/json" onChange={(event) => void read(event.target.files?.[0])} /></label>
      {run.error && <p role="alert" className="admin-error">{run.error}</p>}
      {parsed && (
        <>
          <p>{parsed.features.length} features found: {points} with a point{unusable > 0 ? `, ${unusable} that cannot be imported` : ''}.</p>
          {!fieldsLoading && points > 0 && (
            <p className="admin-muted">
              {locationField ? `Points go into the field "${locationField}".` : 'This table has no location field: the points will not be stored.'}
            </p>
          )}
          <FieldMappingTable columns={parsed.properties} rows={preview.map((feature) => feature.properties)} fields={fields} mapping={mapping}
            onMap={(column, field) => setChosen({ ...chosen, [column]: field })}
            fixed={{ header: 'Geometry', cells: preview.map((feature) => feature.error ?? feature.geometry) }} />
          {fieldsLoading && <p role="status">Loading the table's fields…</p>}
          <button type="button" disabled={run.running || fieldsLoading} onClick={start}>Import {parsed.features.length} features</button>
          {run.running && <button type="button" onClick={run.cancel}>Cancel import</button>}
        </>
      )}
      {run.progress && <ImportProgressBar progress={run.progress} rowLabel="Feature" />}
      {run.result && parsed && <ImportReport result={run.result} rowCount={parsed.features.length} rowLabel="Feature" />}
    </section>
  );
}
