import { useId } from 'react';
import type { DataRecord } from '../../../domain/index';
import { recordLabel } from './dataRecords';
import type { RegionChoice } from './regionEdits';
import { RegionSearchList } from './RegionSearchList';

interface DataPanelProps {
  regions: readonly RegionChoice[];
  /** The region last clicked or chosen, whose linked records are listed. */
  selected: RegionChoice | null;
  onRegion: (id: string) => void;
  /** Records whose region field lists the selected region. */
  linked: readonly DataRecord[];
  /** False when the records table has no region field: records cannot be linked then. */
  canLink: boolean;
  onEditRecord: (record: DataRecord) => void;
  onNewRecord: () => void;
}

/**
 * Data-edit mode's side panel: find a region (or click it, or a record's marker, on the
 * preview), then edit its row, the records linked to it, or add a record linked to it.
 */
export function DataPanel({ regions, selected, onRegion, linked, canLink, onEditRecord, onNewRecord }: DataPanelProps) {
  const headingId = useId();
  return (
    <section className="admin-region-panel" aria-label="Data editing">
      <p className="admin-muted">
        Click a region or a record's marker on the preview, or find a region here, to edit its data. Forms are saved at once; "Save map" is not needed for them.
      </p>
      <RegionSearchList regions={regions} selectedId={selected?.id ?? null} onSelect={onRegion} />
      {selected && (
        <section className="admin-option-group" aria-labelledby={headingId}>
          <h3 id={headingId}>Region {selected.title} ({selected.id})</h3>
          <button type="button" onClick={() => onRegion(selected.id)}>Edit region data</button>
          <h4>Records linked to {selected.title} ({linked.length})</h4>
          {!canLink && <p className="admin-muted">The records table has no Regions field, so records cannot be linked to regions.</p>}
          {canLink && linked.length === 0 && <p className="admin-muted">No records are linked to this region yet.</p>}
          {linked.length > 0 && (
            <ul className="admin-results" aria-label={`Records linked to ${selected.title}`}>
              {linked.map((record) => (
                <li key={String(record.id)}>
                  {recordLabel(record)}{' '}
                  <button type="button" onClick={() => onEditRecord(record)}>Edit<span className="visually-hidden"> record {recordLabel(record)}</span></button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" disabled={!canLink} onClick={onNewRecord}>New record for this region</button>
        </section>
      )}
    </section>
  );
}
