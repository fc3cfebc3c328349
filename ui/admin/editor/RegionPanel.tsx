import { useId, type ReactNode } from 'react';
import type { RegionOptions, RegionStatus } from '../../../domain/index';
import type { RegionChoice, RegionRowEdit } from './regionEdits';
import { RegionSearchList } from './RegionSearchList';

interface RegionPanelProps {
  regions: readonly RegionChoice[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** The chosen region's row values (stored, with pending edits over them). */
  values: Required<RegionRowEdit>;
  onRowChange: (field: keyof RegionRowEdit, value: string) => void;
  statuses: readonly RegionStatus[];
  /** The chosen region's own options from the map options. */
  options: RegionOptions | undefined;
  onOptionChange: <K extends keyof RegionOptions>(key: K, value: RegionOptions[K] | undefined) => void;
  /** The map's region click action "go to link", without which links are not followed. */
  goToLink: boolean;
  onGoToLink: (on: boolean) => void;
  /** The layer and floor controls of a region, by its id. */
  placement?: (regionId: string) => ReactNode;
}

/** The three states of the explicit disabled option: unset follows the status and the map's rules. */
const DISABLED_CHOICES = [
  { value: '', label: 'As the status and map decide' },
  { value: 'true', label: 'Disabled' },
  { value: 'false', label: 'Enabled' },
] as const;

/**
 * Region-edit mode: find a region (or click it on the preview) and edit it. Title, status and
 * link go to the region's row of the regions table; disabled and fill are per-region options
 * of the map (spec 3 Region). Everything is saved by "Save map".
 */
export function RegionPanel({ regions, selectedId, onSelect, values, onRowChange, statuses, options, onOptionChange, goToLink, onGoToLink, placement }: RegionPanelProps) {
  const ids = { title: useId(), status: useId(), link: useId(), disabled: useId(), fill: useId() };
  const selected = regions.find((region) => region.id === selectedId);
  const disabledValue = typeof options?.disabled === 'boolean' ? String(options.disabled) : '';

  return (
    <section className="admin-region-panel" aria-label="Region editing">
      <p className="admin-muted">Click a region on the preview, or find it here.</p>
      <RegionSearchList regions={regions} selectedId={selectedId} onSelect={onSelect} />
      {selected && (
        <fieldset className="admin-option-group" aria-label={`Region ${selected.id}`}>
          <legend>Region {selected.title} ({selected.id})</legend>
          <div className="admin-field">
            <label htmlFor={ids.title}>Region title</label>
            <input id={ids.title} value={values.title} placeholder={selected.title} onChange={(event) => onRowChange('title', event.target.value)} />
          </div>
          <div className="admin-field">
            <label htmlFor={ids.status}>Status</label>
            <select id={ids.status} value={values.status} onChange={(event) => onRowChange('status', event.target.value)}>
              <option value="">No status</option>
              {!statuses.some((status) => status.value === values.status) && values.status !== '' && <option value={values.status}>{values.status} (unknown)</option>}
              {statuses.map((status) => <option key={status.value} value={status.value}>{status.label}</option>)}
            </select>
          </div>
          {placement?.(selected.id)}
          <div className="admin-field">
            <label htmlFor={ids.link}>Link</label>
            <input id={ids.link} type="url" value={values.link} placeholder="https://…" onChange={(event) => onRowChange('link', event.target.value)} />
          </div>
          <label className="admin-check">
            <input type="checkbox" checked={goToLink} onChange={(event) => onGoToLink(event.target.checked)} /> A click on a region opens its link (every region)
          </label>
          <div className="admin-field">
            <label htmlFor={ids.disabled}>Disabled</label>
            <select id={ids.disabled} value={disabledValue}
              onChange={(event) => onOptionChange('disabled', event.target.value === '' ? undefined : event.target.value === 'true')}>
              {DISABLED_CHOICES.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor={ids.fill}>Fill colour</label>
            <span className="admin-row">
              <input id={ids.fill} value={options?.fill ?? ''} placeholder="#rrggbb (empty: map colours)"
                onChange={(event) => onOptionChange('fill', event.target.value.trim() === '' ? undefined : event.target.value)} />
              <span className="admin-swatch" aria-hidden="true" style={{ background: options?.fill ?? 'transparent' }} />
            </span>
          </div>
          <button type="button" onClick={() => onSelect(null)}>Done</button>
        </fieldset>
      )}
    </section>
  );
}
