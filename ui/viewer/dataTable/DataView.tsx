import { useEffect, useId, useMemo, useState, type RefObject } from 'react';
import type { DataRecord } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import type { RecordList } from '../../data/index';
import { InCorner } from '../MapCorners';
import { DataTable } from './DataTable';
import { capitalized, describeMap, recordRows, regionNoun, type DataTableRow, type RegionNoun } from './dataTableModel';
import { shownDataOf, watchShownData, type ShownData } from './shownData';
import { useLoadedRecords } from './useLoadedRecords';
import './dataTable.css';

interface DataViewProps {
  engine: MapEngine;
  /** The map's wrapper: its accessibility mirror takes the description. */
  wrapRef: RefObject<HTMLDivElement | null>;
  /** The admin's description of the map; it replaces the generated one. */
  altText: string;
  /** What the map's regions are called (the admin's words; region / regions when empty). */
  noun?: { singular?: string; plural?: string };
  /** The map's records: the table lists them too, with their own values when they colour the map. */
  records?: RecordList<DataRecord> | null;
}

const RECORD_NOUN: RegionNoun = { singular: 'record', plural: 'records' };

/** The choice between the table of regions and the table of records. */
function Showing({ records, noun, onChange }: { records: boolean; noun: RegionNoun; onChange: (records: boolean) => void }) {
  return (
    <div className="mapsvg-data-table-showing" role="group" aria-label="Show in the table">
      <button type="button" aria-pressed={!records} onClick={() => onChange(false)}>{capitalized(noun.plural)}</button>
      <button type="button" aria-pressed={records} onClick={() => onChange(true)}>Records</button>
    </div>
  );
}

function pageLocale(): string | undefined {
  return document.documentElement.lang || navigator.language || undefined;
}

/** What the map's choropleth shows, kept current. */
function useShownData(engine: MapEngine): ShownData | null {
  const [data, setData] = useState(() => shownDataOf(engine));
  useEffect(() => {
    setData(shownDataOf(engine));
    return watchShownData(engine, setData);
  }, [engine]);
  return data;
}

/**
 * The map for those who cannot see it: a description read with the map's accessibility mirror
 * (the admin's alternative text, else one generated from the data), and a "Data table" button
 * opening every region with its value, sortable, searchable and paged, synced with the map; on
 * maps with records, the records too (each with its own value when records colour the map).
 */
export function DataView({ engine, wrapRef, altText, noun: nounOption, records: recordList }: DataViewProps) {
  const records = useLoadedRecords(recordList);
  const data = useShownData(engine);
  const [open, setOpen] = useState(false);
  const [showRecords, setShowRecords] = useState(false);
  const descriptionId = useId();
  const tableId = useId();
  const noun = useMemo(() => regionNoun(nounOption), [nounOption?.singular, nounOption?.plural]);
  const rows = useMemo<DataTableRow[]>(
    () => engine.regions().filter((region) => !region.disabled).map((region) => ({ id: region.id, title: region.title || region.id, value: data?.values.get(region.id), regionId: region.id })),
    [engine, data],
  );
  const recordField = data?.source === 'database' ? data.field : '';
  const listed = useMemo(() => (records && records.length > 0 ? recordRows(records, data?.recordValues) : null), [records, data]);
  const locale = pageLocale();
  const description = altText.trim() || describeMap({ rows, field: data?.field ?? '', coloring: data?.coloring ?? '', locale, noun });
  useEffect(() => {
    const listbox = wrapRef.current?.querySelector('[role="listbox"]');
    if (!listbox) return undefined;
    const before = listbox.getAttribute('aria-describedby') ?? '';
    listbox.setAttribute('aria-describedby', `${descriptionId} ${before}`.trim());
    return () => listbox.setAttribute('aria-describedby', before);
  }, [wrapRef, descriptionId, engine]);
  return (
    <>
      <p id={descriptionId} className="mapsvg-visually-hidden">{description}</p>
      <InCorner corner="bottom-right" order={9}>
        <button type="button" className="mapsvg-btn mapsvg-data-table-toggle" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
          Data table
        </button>
      </InCorner>
      {open && (
        <DataTable key={showRecords && listed ? 'records' : 'regions'} id={tableId} rows={showRecords && listed ? listed : rows} field={showRecords && listed ? recordField : data?.field ?? ''}
          noun={showRecords && listed ? RECORD_NOUN : noun} locale={locale} onChoose={(row) => row.regionId !== undefined && engine.clickRegion(row.regionId)} onClose={() => setOpen(false)}>
          {listed && <Showing records={showRecords} noun={noun} onChange={setShowRecords} />}
        </DataTable>
      )}
    </>
  );
}
