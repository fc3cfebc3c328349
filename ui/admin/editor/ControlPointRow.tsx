import { useId, useState } from 'react';
import { useAddressSearch } from '../shared/useAddressSearch';

/** A control point as the admin types it: text fields, read as numbers when the fit is made. */
export interface ControlPointDraft {
  key: number;
  x: string;
  y: string;
  lat: string;
  lng: string;
}

interface ControlPointRowProps {
  index: number;
  point: ControlPointDraft;
  /** The fit's error at this point in image px, once there is a fit. */
  residual: number | undefined;
  picking: boolean;
  onPick: () => void;
  onChange: (point: ControlPointDraft) => void;
  onRemove: () => void;
}

/**
 * One control point: its map position (picked by a click in the preview, or typed) and its
 * latitude/longitude (typed, or taken from an address search result).
 */
export function ControlPointRow({ index, point, residual, picking, onPick, onChange, onRemove }: ControlPointRowProps) {
  const id = useId();
  const [address, setAddress] = useState('');
  const results = useAddressSearch(address);
  const name = `Point ${index + 1}`;
  const field = (key: 'x' | 'y' | 'lat' | 'lng', label: string) => (
    <span className="admin-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} type="number" step="any" value={point[key]} onChange={(event) => onChange({ ...point, [key]: event.target.value })} />
    </span>
  );
  return (
    <fieldset className="admin-control-point" aria-label={name}>
      <legend>{name}{residual !== undefined && <span className="admin-muted"> · error {residual.toFixed(1)} px</span>}</legend>
      <div className="admin-row">
        {field('x', 'Map x')}
        {field('y', 'Map y')}
        <button type="button" aria-pressed={picking} onClick={onPick}>{picking ? 'Click the map…' : 'Pick on the map'}</button>
      </div>
      <div className="admin-row">
        {field('lat', 'Latitude')}
        {field('lng', 'Longitude')}
        <button type="button" onClick={onRemove}>Remove</button>
      </div>
      <label htmlFor={`${id}-address`}>Find the place by address</label>
      <input id={`${id}-address`} type="search" value={address} placeholder="Type at least 3 characters" onChange={(event) => setAddress(event.target.value)} />
      {results.length > 0 && (
        <ul className="admin-results" aria-label={`Places found for ${name}`}>
          {results.map((result) => (
            <li key={`${result.formatted_address}-${result.geometry.location.lat}-${result.geometry.location.lng}`}>
              <button type="button" onClick={() => {
                onChange({ ...point, lat: String(result.geometry.location.lat), lng: String(result.geometry.location.lng) });
                setAddress('');
              }}>{result.formatted_address}</button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
