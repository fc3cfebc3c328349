import { useId, useState, type FormEvent } from 'react';
import { coordinateProblem } from '../../../domain/index';

interface CoordinateFormProps {
  legend: string;
  submitLabel: string;
  initial?: { lat: number; lng: number };
  onSubmit: (point: { lat: number; lng: number }) => void;
}

/**
 * Latitude and longitude typed by the admin (markers on calibrated maps). A point outside
 * latitude (-90, 90) or longitude (-180, 180) is refused with a message naming the problem.
 */
export function CoordinateForm({ legend, submitLabel, initial, onSubmit }: CoordinateFormProps) {
  const ids = { lat: useId(), lng: useId() };
  const [lat, setLat] = useState(initial ? String(initial.lat) : '');
  const [lng, setLng] = useState(initial ? String(initial.lng) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = coordinateProblem(lat, lng);
    setProblem(found ?? null);
    if (!found) onSubmit({ lat: Number(lat), lng: Number(lng) });
  };
  return (
    <form className="admin-coordinates" aria-label={legend} onSubmit={submit}>
      <span className="admin-row">
        <label htmlFor={ids.lat}>Latitude</label>
        <input id={ids.lat} inputMode="decimal" value={lat} onChange={(event) => setLat(event.target.value)} />
        <label htmlFor={ids.lng}>Longitude</label>
        <input id={ids.lng} inputMode="decimal" value={lng} onChange={(event) => setLng(event.target.value)} />
        <button type="submit">{submitLabel}</button>
      </span>
      {problem && <p role="alert" className="admin-error">{problem}</p>}
    </form>
  );
}
