import { useEffect, useMemo, useState } from 'react';
import type { MapHandle } from '../../viewer/mount';
import { uploadMapFile } from '../maps/mapFiles';
import type { AdminSession } from '../session';
import { ControlPointRow, type ControlPointDraft } from './ControlPointRow';
import { fitGeoViewBox, formatGeoViewBox, GEO_FIT_MESSAGES, withGeoViewBox, type ControlPoint } from './geoCalibration';
import { usePreviewPick } from './usePreviewPick';

interface GeoCalibrationPanelProps {
  session: AdminSession;
  /** The map on screen in the preview. */
  handle: MapHandle | null;
  /** The SVG file the map uses now. */
  source: string;
  /** Saves the map with a new SVG file (the calibrated copy); resolves when stored. */
  onCalibrated: (source: string) => Promise<void>;
}

let nextKey = 1;
const emptyPoint = (): ControlPointDraft => ({ key: nextKey++, x: '', y: '', lat: '', lng: '' });

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The control point a row stands for, or null while any of its four numbers is missing. */
function controlPoint(draft: ControlPointDraft): ControlPoint | null {
  const point = { image: { x: number(draft.x), y: number(draft.y) }, geo: { lat: number(draft.lat), lng: number(draft.lng) } };
  return [point.image.x, point.image.y, point.geo.lat, point.geo.lng].every(Number.isFinite) ? point : null;
}

/** Re-renders once the map's engine has drawn (the handle is given before that). */
function useDrawn(handle: MapHandle | null): void {
  const [, setDrawn] = useState(0);
  useEffect(() => handle?.on('afterLoad', () => setDrawn((count) => count + 1)), [handle]);
}

/** The name of the calibrated copy: the old name with `-geo`, as the server adds its own suffix. */
function calibratedName(source: string): string {
  const base = source.split(/[?#]/)[0]?.split('/').pop()?.replace(/\.svg$/i, '') || 'map';
  return `${base.replace(/-geo(-[0-9a-f]{8})?$/, '')}-geo.svg`;
}

/**
 * Geo-calibration: control points tie places of the map (a click in the preview) to latitudes
 * and longitudes (typed or found by address); a least-squares fit gives the `mapsvg:geoViewBox`
 * and its error. The box lives in the SVG file, so saving uploads a copy of the file with the
 * attribute set and points the map at it (the original file is left as it was).
 */
export function GeoCalibrationPanel({ session, handle, source, onCalibrated }: GeoCalibrationPanelProps) {
  const [drafts, setDrafts] = useState<ControlPointDraft[]>(() => [emptyPoint(), emptyPoint()]);
  const [picking, setPicking] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useDrawn(handle);
  const mapDocument = handle?.engine?.loadState === 'ready' ? handle.engine.document() : null;
  const rows = useMemo(() => drafts.map(controlPoint), [drafts]);
  const points = useMemo(() => rows.filter((point): point is ControlPoint => point !== null), [rows]);
  const fit = mapDocument ? fitGeoViewBox(points, mapDocument.viewBox) : null;
  const fitted = fit && typeof fit !== 'string' ? fit : null;
  // Residuals follow the complete points only; a row's is at the count of complete rows before it.
  const residualOf = (index: number) => (fitted && rows[index] ? fitted.residuals[rows.slice(0, index).filter(Boolean).length] : undefined);

  const update = (key: number, change: Partial<ControlPointDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  usePreviewPick(handle, picking !== null, (point) => {
    if (picking !== null) update(picking, { x: point.x.toFixed(2), y: point.y.toFixed(2) });
    setPicking(null);
  }, () => setPicking(null));

  const save = async () => {
    if (!fitted) return;
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(source, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`The map file could not be read (HTTP ${response.status}).`);
      const svg = withGeoViewBox(await response.text(), fitted.geoViewBox);
      if (!svg) throw new Error('The map file is not an SVG document.');
      const stored = await uploadMapFile(session, new File([svg], calibratedName(source), { type: 'image/svg+xml' }));
      await onCalibrated(stored.path);
      setMessage({ kind: 'status', text: `Calibration saved: the map now uses ${stored.path}.` });
    } catch (error) {
      setMessage({ kind: 'alert', text: error instanceof Error ? error.message : 'The calibration could not be saved.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-option-group admin-geo-calibration" aria-labelledby="admin-geo-title">
      <h3 id="admin-geo-title">Geo-calibration</h3>
      <p className="admin-muted">
        {!mapDocument && 'Waiting for the preview…'}
        {mapDocument?.geoViewBox && `This map is geo-calibrated: ${formatGeoViewBox(mapDocument.geoViewBox)} (west north east south). New points replace it.`}
        {mapDocument && !mapDocument.geoViewBox && 'This map is not geo-calibrated: markers by coordinates and the street-map layer need at least two control points.'}
      </p>
      {drafts.map((draft, index) => (
        <ControlPointRow key={draft.key} index={index} point={draft} residual={residualOf(index)} picking={picking === draft.key}
          onPick={() => setPicking((current) => (current === draft.key ? null : draft.key))}
          onChange={(next) => update(draft.key, next)}
          onRemove={() => setDrafts((current) => current.filter((entry) => entry.key !== draft.key))} />
      ))}
      <div className="admin-row">
        <button type="button" onClick={() => setDrafts((current) => [...current, emptyPoint()])}>Add a control point</button>
      </div>
      <output className="admin-geo-fit" aria-label="Fitted calibration">
        {fitted && (
          <>
            <span>Geo view box: <code>{formatGeoViewBox(fitted.geoViewBox)}</code></span>{' '}
            <span>Error: {fitted.rms.toFixed(1)} px on average (RMS), {fitted.max.toFixed(1)} px at most</span>
          </>
        )}
        {typeof fit === 'string' && GEO_FIT_MESSAGES[fit]}
      </output>
      <div className="admin-row">
        <button type="button" disabled={!fitted || busy} onClick={() => void save()}>Save calibration</button>
      </div>
      {message && <p role={message.kind} className={message.kind === 'alert' ? 'admin-error' : undefined}>{message.text}</p>}
    </section>
  );
}
