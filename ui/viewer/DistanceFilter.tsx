import { useContext, useMemo, useState } from 'react';
import type { DistanceValue, SchemaField } from '../../domain/index';
import type { MapEngine } from '../../engine/index';
import { viewerGeocodeRequester } from './dataStore';
import { Combobox, type ComboItem } from './Combobox';
import { defaultDistance } from './filterQuery';
import { reportProblem, ViewerMapContext } from './ViewerContext';
import { loadOnce } from './loadOnce';
import { locatedDistance } from './storeFinder';

/** Address search starts at this many characters (spec 5). */
const ADDRESS_MIN_LENGTH = 3;

/** Shown in the suggestions when no place matches the typed address. */
const NO_PLACE_FOUND = 'No place found';

/** The site's language, which the geocoder uses to prefer the places of its countries. */
function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

/** The geographic centre of what the map shows, when the map is geo-calibrated. */
function viewCentre(engine: MapEngine | null | undefined): { lat: number; lng: number } | undefined {
  const box = engine?.getViewBox();
  if (!engine || !box || !engine.document()?.geoViewBox) return undefined;
  return engine.convertSvgToGeo({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

/**
 * One geocoding client per page: the 600 ms limit is the server's, not one map's. Its code loads
 * with the first lookup: a visitor who never types an address never downloads it.
 */
const sharedGeocoder = loadOnce(() => import('../data/GeocodingClient').then((module) => new module.GeocodingClient(viewerGeocodeRequester())));

interface DistanceFilterProps {
  field: SchemaField;
  value: DistanceValue;
  onChange(value: DistanceValue): void;
}

/**
 * A distance filter: an address box with suggestions (or a postal code in zip mode, looked up
 * when it has zipLength characters), the distance to search within, and a button placing the
 * centre at the visitor's location.
 */
export function DistanceFilter({ field, value: given, onChange }: DistanceFilterProps) {
  const viewer = useContext(ViewerMapContext);
  const editMode = viewer?.editMode ?? false;
  const value: DistanceValue = given ?? { units: field.distanceUnits ?? 'km', length: defaultDistance(field), address: '' };
  const [locating, setLocating] = useState(false);
  const zipMode = field.searchByZip === true;
  const zipLength = field.zipLength ?? 5;
  const units = field.distanceUnitsLabel || field.distanceUnits || 'km';
  const options = ((field.options ?? []) as Array<{ value?: unknown }>).map((option) => String(option.value ?? '')).filter(Boolean);
  const selected = useMemo<ComboItem | null>(() => (value.geoPoint && value.address ? { value: value.address, label: value.address } : null), [value.address, value.geoPoint]);

  const lookup = async (text: string): Promise<ComboItem[]> => {
    try {
      const results = await (await sharedGeocoder()).geocode(text, { language: field.language || pageLanguage(), country: field.country, zipMode, near: viewCentre(viewer?.engine) });
      return results.map((place) => ({ value: place.formatted_address, label: place.formatted_address, payload: place.geometry.location }));
    } catch (error) {
      // The service's message: an alert in the admin preview, the console for visitors (spec 6).
      if (error instanceof Error && error.name === 'ServiceError') reportProblem(editMode, error.message);
      throw error;
    }
  };

  const pick = (item: ComboItem | null) => {
    if (!item) {
      onChange({ ...value, address: '', geoPoint: undefined });
      return;
    }
    onChange({ ...value, address: item.label, geoPoint: item.payload as { lat: number; lng: number } });
  };

  const onTyped = (text: string) => {
    if (!zipMode || text.trim().length !== zipLength) return;
    lookup(text.trim()).then((found) => { if (found[0]) pick(found[0]); }, () => undefined);
  };

  const locate = () => {
    if (!navigator.geolocation) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange(locatedDistance(field, value, { lat: position.coords.latitude, lng: position.coords.longitude }));
      },
      () => setLocating(false),
    );
  };

  return (
    <fieldset className="mapsvg-filter mapsvg-filter-distance">
      <legend className="mapsvg-filter-label">{field.label || 'Distance'}</legend>
      {field.distanceControl !== 'none' && (
        <label className="mapsvg-distance-length">
          <span className="mapsvg-visually-hidden">Distance in {units}</span>
          <select className="mapsvg-input" value={String(value.length || defaultDistance(field))} onChange={(event) => onChange({ ...value, length: Number(event.target.value) })}>
            {options.map((option) => <option key={option} value={option}>{option} {units}</option>)}
          </select>
        </label>
      )}
      {field.addressField !== false && (
        <Combobox label={`${field.fromLabel || 'from'}`} load={zipMode ? undefined : lookup} minLength={ADDRESS_MIN_LENGTH} selected={selected}
          onSelect={pick} onInputChange={onTyped} placeholder={field.addressFieldPlaceholder || 'Address'} className="mapsvg-distance-address"
          noResultsText={NO_PLACE_FOUND} />
      )}
      {field.userLocationButton && (
        <button type="button" className="mapsvg-button mapsvg-locate-me" onClick={locate} disabled={locating}>Use my location</button>
      )}
    </fieldset>
  );
}
