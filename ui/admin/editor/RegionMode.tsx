import { useMemo, useState } from 'react';
import type { DataRecord, MapOptions, RegionOptions } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import type { MapHandle } from '../../viewer/mount';
import { LayerMembership } from './LayerMembers';
import { RegionPanel } from './RegionPanel';
import { regionChoices, regionRowValues, setRegionOption, type RegionRowEdit } from './regionEdits';
import { usePreviewRegionPick } from './usePreviewRegionPick';

interface RegionModeProps {
  handle: MapHandle | null;
  engine: MapEngine | null;
  rows: ReadonlyMap<string, DataRecord>;
  edits: Readonly<Record<string, RegionRowEdit>>;
  onRowChange: (id: string, field: keyof RegionRowEdit, value: string) => void;
  resolved: MapOptions;
  onOptions: (change: (current: Record<string, unknown>) => Record<string, unknown>) => void;
  onOption: (path: string, value: unknown) => void;
}

/**
 * Region-edit mode: clicks on the preview pick a region instead of running its actions, and
 * the region panel edits the picked one.
 */
export function RegionMode({ handle, engine, rows, edits, onRowChange, resolved, onOptions, onOption }: RegionModeProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  usePreviewRegionPick(handle, engine, true, setSelectedId);

  const regions = useMemo(() => regionChoices(engine?.regions() ?? [], rows), [engine, rows]);
  const statuses = useMemo(() => Object.values(resolved.regionStatuses ?? {}), [resolved.regionStatuses]);

  if (!engine && regions.length === 0) return <p role="status">Waiting for the preview to load the regions…</p>;
  const id = selectedId;
  const setOption = <K extends keyof RegionOptions>(key: K, value: RegionOptions[K] | undefined) => {
    if (id !== null) onOptions((current) => setRegionOption(current, id, key, value));
  };
  return (
    <RegionPanel
      regions={regions}
      selectedId={id}
      onSelect={setSelectedId}
      values={regionRowValues(id === null ? undefined : rows.get(id), id === null ? undefined : edits[id])}
      onRowChange={(field, value) => { if (id !== null) onRowChange(id, field, value); }}
      statuses={statuses}
      options={id === null ? undefined : resolved.regions[id]}
      onOptionChange={setOption}
      goToLink={resolved.actions.region.click.goToLink === true}
      onGoToLink={(on) => onOption('actions.region.click.goToLink', on)}
      placement={(regionId) => (
        <LayerMembership kind="regions" id={regionId} groups={resolved.groups} floors={resolved.floors}
          onGroups={(groups) => onOption('groups', groups)} onFloors={(floors) => onOption('floors', floors)} />
      )}
    />
  );
}
