import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { DEFAULT_MARKER_IMAGE, addressFromComponents, coordinateProblem, type Location } from '../../../domain/index';
import type { GeocodeResult } from '../../data/index';
import { useAddressSearch } from '../shared/useAddressSearch';
import type { FieldEditorProps } from './fieldEditorProps';
import { coordinateText, locationAt, locationFromPlace } from './locationPoint';
import { LocationPicker } from './LocationPicker';

function asLocation(value: unknown): Location | null {
  return typeof value === 'object' && value !== null ? value as Location : null;
}

/** A location from a geocoder result: address parts, coordinates and the marker image. */
function locationFromResult(result: GeocodeResult, img: string): Location {
  return {
    img,
    address: addressFromComponents(result.formatted_address, result.address_components),
    geoPoint: { lat: result.geometry.location.lat, lng: result.geometry.location.lng },
  };
}

/**
 * Edits a location: find it by address, type latitude and longitude (taken once both are typed),
 * or place it on the map's own image (see {@link LocationPicker}). Clearing empties it.
 */
export function LocationEditor({ field, value, onChange, tables }: FieldEditorProps) {
  const location = asLocation(value);
  const [text, setText] = useState('');
  const results = useAddressSearch(text, field.language);
  const ids = { search: useId(), lat: useId(), lng: useId() };
  const img = location?.img || DEFAULT_MARKER_IMAGE;

  const lat = location?.geoPoint?.lat;
  const lng = location?.geoPoint?.lng;
  // The inputs keep what is typed until both coordinates make a place (see locationAt).
  const [typed, setTyped] = useState({ lat: coordinateText(lat), lng: coordinateText(lng) });
  useEffect(() => setTyped({ lat: coordinateText(lat), lng: coordinateText(lng) }), [lat, lng]);
  // Both typed: a point off the globe is named and never taken.
  const problem = typed.lat.trim() !== '' && typed.lng.trim() !== '' ? coordinateProblem(typed.lat, typed.lng) : undefined;
  const commit = () => {
    if (problem) return;
    const next = locationAt(location, img, typed.lat, typed.lng);
    if (next) onChange(next);
  };
  // Ctrl+Enter saves the form from inside an input, before any blur: take the coordinates first.
  const onKey = (event: KeyboardEvent) => { if (event.key === 'Enter') commit(); };

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
        <input id={ids.lat} type="number" step="any" value={typed.lat} onChange={(event) => setTyped({ ...typed, lat: event.target.value })} onBlur={commit} onKeyDown={onKey} />
        <label htmlFor={ids.lng}>Longitude</label>
        <input id={ids.lng} type="number" step="any" value={typed.lng} onChange={(event) => setTyped({ ...typed, lng: event.target.value })} onBlur={commit} onKeyDown={onKey} />
      </div>
      {problem && <p role="alert" className="admin-error">{problem}</p>}
      {tables.source && <LocationPicker source={tables.source} location={location} img={img} onPlace={(point) => onChange(locationFromPlace(location, img, point))} />}
    </fieldset>
  );
}
