import { InCorner } from '../MapCorners';

interface SourceFieldSelectProps {
  fields: readonly string[];
  value: string;
  onChange: (field: string) => void;
}

/** Lets visitors switch the field the choropleth colours by (sourceFieldSelect). */
export function SourceFieldSelect({ fields, value, onChange }: SourceFieldSelectProps) {
  if (fields.length < 2) return null;
  return (
    <InCorner corner="top-left" order={0}>
    <label className="mapsvg-choropleth-field">
      <span className="mapsvg-choropleth-field-label">Show</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {fields.map((field) => <option key={field} value={field}>{field}</option>)}
      </select>
    </label>
    </InCorner>
  );
}
