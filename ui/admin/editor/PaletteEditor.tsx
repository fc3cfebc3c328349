import { useState } from 'react';
import { contrastRatio, isValidColor, mostReadable, type PaletteEntry } from '../../../domain/index';
import { applyScheme, applyTool, changeBand, emptyBand, removeBand, type BandTool, type PaletteScheme } from './paletteBands';

interface PaletteEditorProps {
  bands: readonly PaletteEntry[];
  onChange: (bands: PaletteEntry[]) => void;
}

const TOOL_LABELS: Record<BandTool, string> = { lighten: 'Lighten', darken: 'Darken', saturate: 'Saturate' };

/** A number input's value as a band bound: empty is "no bound". */
function bound(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Which text colour reads on a band, and how well (spec 9 readability thresholds). */
function Readability({ color }: { color: string }) {
  if (!isValidColor(color)) return <span className="admin-hint" role="alert">Not a colour</span>;
  const text = mostReadable(color, ['#000000', '#ffffff']);
  const ratio = contrastRatio(color, text);
  return <span className="admin-hint">{text === '#000000' ? 'Black' : 'White'} text, contrast {ratio.toFixed(1)}:1</span>;
}

/**
 * The choropleth palette: value bands (from, to, colour, legend text) with the colour tools of
 * spec 9: lighten, darken or saturate one band, colour every band from one base colour
 * (analogous or monochromatic), and which text colour reads on each band.
 */
export function PaletteEditor({ bands, onChange }: PaletteEditorProps) {
  const [base, setBase] = useState('#2a6fdb');
  const [problem, setProblem] = useState('');
  const scheme = (name: PaletteScheme) => {
    const next = applyScheme(bands, base, name);
    setProblem(next ? '' : `"${base}" is not a colour.`);
    if (next) onChange(next);
  };
  return (
    <div className="admin-field admin-field-wide">
      <span className="admin-label" id="palette-bands-label">Palette bands</span>
      <ol className="admin-palette" aria-labelledby="palette-bands-label">
        {bands.map((band, index) => {
          const name = `Band ${index + 1}`;
          return (
            <li key={index} className="admin-palette-band">
              <fieldset>
                <legend>{name}</legend>
                <label>From <input type="number" step="any" value={band.valueFrom ?? ''} onChange={(event) => onChange(changeBand(bands, index, { valueFrom: bound(event.target.value) }))} /></label>
                <label>To <input type="number" step="any" value={band.valueTo ?? ''} onChange={(event) => onChange(changeBand(bands, index, { valueTo: bound(event.target.value) }))} /></label>
                <label>Colour <input type="text" value={band.color} placeholder="#rrggbb" onChange={(event) => onChange(changeBand(bands, index, { color: event.target.value }))} /></label>
                <span className="admin-swatch" aria-hidden="true" style={{ background: band.color }} />
                <Readability color={band.color} />
                <label>Legend text <input type="text" value={band.description} onChange={(event) => onChange(changeBand(bands, index, { description: event.target.value }))} /></label>
                {(Object.keys(TOOL_LABELS) as BandTool[]).map((tool) => (
                  <button key={tool} type="button" aria-label={`${TOOL_LABELS[tool]} ${name}`} onClick={() => onChange(applyTool(bands, index, tool))}>{TOOL_LABELS[tool]}</button>
                ))}
                <button type="button" aria-label={`Remove ${name}`} onClick={() => onChange(removeBand(bands, index))}>Remove</button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <span className="admin-row">
        <button type="button" onClick={() => onChange([...bands, emptyBand(bands.at(-1)?.color ?? base)])}>Add band</button>
        <label>Base colour <input type="text" value={base} onChange={(event) => setBase(event.target.value)} /></label>
        <button type="button" onClick={() => scheme('analogous')}>Analogous colours</button>
        <button type="button" onClick={() => scheme('monochromatic')}>Shades of one colour</button>
      </span>
      {problem && <p className="admin-error" role="alert">{problem}</p>}
    </div>
  );
}
