import { useId, useState } from 'react';
import { DEFAULT_MARKER_IMAGE, addressFromComponents, type Location } from '../../../domain/index';
import type { GeocodeResult } from '../../data/index';
import { useAddressSearch } from '../shared/useAddressSearch';
import type { FieldEditorProps } from './FieldEditor';

function asLocation(value: unknown): Location | null {
  return typeof value === 'object' && value !== null ? value as Location : null;
}

/** A location from a geocoder result: address parts, coordinates and the marker image. */
export function locationFromResult(result: GeocodeResult, img: string): Location {
  return {
    img,
    address: addressFromComponents(result.formatted_address, result.address_components),
    geoPoint: { lat: result.geometry.location.lat, lng: result.geometry.location.lng },
  };
}

/** Edits a location: find it by address, or type latitude and longitude. Clearing empties it. */
export function LocationEditor({ field, value, onChange }: FieldEditorProps) {
  const location = asLocation(value);
  const [text, setText] = useState('');
  const results = useAddressSearch(text, field.language);
  const ids = { search: useId(), lat: useId(), lng: useId() };
  const img = location?.img || DEFAULT_MARKER_IMAGE;

  const setCoordinate = (key: 'lat' | 'lng', raw: string) => {
    const number = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(number)) return;
    const geoPoint = { lat: location?.geoPoint?.lat ?? 0, lng: location?.geoPoint?.lng ?? 0, [key]: number };
    // The image point was worked out from the old place: kept, it would outrank the typed coordinates.
    const { svgPoint: _stale, ...rest } = location ?? { img };
    onChange({ ...rest, img, geoPoint });
  };

  return (
    <fieldset className="admin-location" data-field={field.name}>
      <legend>{field.label || 'Location'}</legend>
      {location?.address?.address_formatted && <p className="admin-muted">{location.address.address_formatted}</p>}
      <label htmlFor={ids.search}>Address search</label>
      <input id={ids.search} type="search" value={text} placeholder="Type at least 3 characters"
        onChange={(event) => { setText(event.target.value); if (event.target.value === '') onChange(null); }} />
      {results.length > 0 && (
        <ul className="admin-results" aria-label="Addresses found">
          {results.map((result) => (
            <li key={`${result.formatted_address}-${result.geometry.location.lat}`}>
              <button type="button" onClick={() => { onChange(locationFromResult(result, img)); setText(''); }}>{result.formatted_address}</button>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-row">
        <label htmlFor={ids.lat}>Latitude</label>
        <input id={ids.lat} type="number" step="any" key={`lat-${location?.geoPoint?.lat}`} defaultValue={location?.geoPoint?.lat ?? ''} onBlur={(event) => setCoordinate('lat', event.target.value)} />
        <label htmlFor={ids.lng}>Longitude</label>
        <input id={ids.lng} type="number" step="any" key={`lng-${location?.geoPoint?.lng}`} defaultValue={location?.geoPoint?.lng ?? ''} onBlur={(event) => setCoordinate('lng', event.target.value)} />
      </div>
    </fieldset>
  );
}
