import { useId, useState } from 'react';
import {
  COLOR_VISIONS,
  DISTINGUISHABLE_DELTA_E,
  MAX_CLASSES,
  MIN_CLASSES,
  NAMED_PALETTES,
  confusedPairs,
  findPalette,
  isColorBlindSafe,
  paletteColors,
  paletteFits,
  simulateColor,
  suggestPalette,
  type ClassesOptions,
  type ColorVision,
} from '../../../domain/index';

interface ClassesEditorProps {
  value: ClassesOptions;
  onChange: (value: ClassesOptions) => void;
}

const METHODS: ReadonlyArray<[ClassesOptions['method'], string]> = [
  ['quantile', 'Quantiles (equal counts)'],
  ['jenks', 'Natural breaks (Jenks)'],
  ['equal', 'Equal intervals'],
  ['stddev', 'Standard deviations'],
  ['custom', 'Custom breaks'],
];

const VISION_NAMES: Record<ColorVision, string> = { protanopia: 'Protanopia', deuteranopia: 'Deuteranopia', tritanopia: 'Tritanopia' };

/** Text typed as breaks ("10, 100, 1000") as numbers; null when one is not a number. */
function readBreaks(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter((part) => part !== '');
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : null;
}

function Swatches({ colors, label }: { colors: readonly string[]; label: string }) {
  return (
    <span className="admin-row" role="img" aria-label={`${label}: ${colors.join(', ')}`}>
      {colors.map((color, i) => <span key={i} className="admin-swatch" style={{ background: color }} />)}
    </span>
  );
}

/** The classes' colours as people with each colour vision deficiency see them, and a warning. */
function ColorBlindCheck({ colors, value, onChange }: { colors: readonly string[]; value: ClassesOptions; onChange: (value: ClassesOptions) => void }) {
  const pairs = confusedPairs(colors);
  const palette = findPalette(value.palette);
  const suggestion = pairs.length > 0 && palette ? suggestPalette(palette.kind, colors.length) : undefined;
  return (
    <div className="admin-field admin-field-wide" aria-label="Colour-blind check" role="group">
      <span className="admin-label">Colour-blind check</span>
      {COLOR_VISIONS.map((vision) => <Swatches key={vision} label={VISION_NAMES[vision]} colors={colors.map((color) => simulateColor(color, vision))} />)}
      {pairs.length === 0 ? (
        <p className="admin-hint" role="status">Every class stays distinguishable with protanopia, deuteranopia and tritanopia (CIEDE2000 ΔE ≥ {DISTINGUISHABLE_DELTA_E}).</p>
      ) : (
        <div role="alert" className="admin-error">
          <p>
            {pairs.slice(0, 3).map((pair) => `Classes ${pair.first + 1} and ${pair.second + 1} look alike with ${pair.vision} (ΔE ${pair.deltaE.toFixed(1)})`).join('; ')}
            {pairs.length > 3 ? `; and ${pairs.length - 3} more pairs` : ''}. Below ΔE {DISTINGUISHABLE_DELTA_E} classes are hard to tell apart.
          </p>
          {suggestion && <button type="button" onClick={() => onChange({ ...value, palette: suggestion.name, reversed: false })}>Use {suggestion.name} instead</button>}
        </div>
      )}
    </div>
  );
}

/**
 * A classified choropleth's settings: the method, the number of classes (2–9) or the custom
 * breaks, the palette (colour-blind-safe ones marked) and its direction, with a preview of the
 * colours and how people with colour vision deficiencies see them.
 */
export function ClassesEditor({ value, onChange }: ClassesEditorProps) {
  const id = useId();
  const [breaksText, setBreaksText] = useState(value.breaks.join(', '));
  const [breaksProblem, setBreaksProblem] = useState('');
  const count = value.method === 'custom' ? value.breaks.length + 1 : value.count;
  const palette = findPalette(value.palette);
  const fits = palette ? paletteFits(palette, count) : false;
  const colors = palette && fits && count >= MIN_CLASSES ? paletteColors(palette.name, count, value.reversed) : [];
  const typeBreaks = (text: string) => {
    setBreaksText(text);
    const breaks = readBreaks(text);
    const rising = breaks !== null && breaks.every((b, i) => i === 0 || b > (breaks[i - 1] as number));
    setBreaksProblem(breaks && rising && breaks.length <= MAX_CLASSES - 1 ? '' : `Breaks must be up to ${MAX_CLASSES - 1} rising numbers, such as 10, 100, 1000.`);
    if (breaks && rising && breaks.length <= MAX_CLASSES - 1) onChange({ ...value, breaks });
  };
  return (
    <div className="admin-field admin-field-wide">
      <div className="admin-field">
        <label htmlFor={`${id}-method`}>Classification method</label>
        <select id={`${id}-method`} value={value.method} onChange={(event) => onChange({ ...value, method: event.target.value as ClassesOptions['method'] })}>
          {METHODS.map(([method, label]) => <option key={method} value={method}>{label}</option>)}
        </select>
      </div>
      {value.method === 'custom' ? (
        <div className="admin-field">
          <label htmlFor={`${id}-breaks`}>Class breaks</label>
          <input id={`${id}-breaks`} type="text" value={breaksText} placeholder="10, 100, 1000" onChange={(event) => typeBreaks(event.target.value)} />
          {breaksProblem && <p className="admin-error" role="alert">{breaksProblem}</p>}
        </div>
      ) : (
        <div className="admin-field">
          <label htmlFor={`${id}-count`}>Number of classes</label>
          <select id={`${id}-count`} value={value.count} onChange={(event) => onChange({ ...value, count: Number(event.target.value) })}>
            {Array.from({ length: MAX_CLASSES - MIN_CLASSES + 1 }, (_, i) => i + MIN_CLASSES).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </div>
      )}
      <div className="admin-field">
        <label htmlFor={`${id}-palette`}>Palette</label>
        <select id={`${id}-palette`} value={value.palette} onChange={(event) => onChange({ ...value, palette: event.target.value })}>
          {NAMED_PALETTES.map((named) => (
            <option key={named.name} value={named.name} disabled={!paletteFits(named, count)}>
              {named.name} ({named.kind}){isColorBlindSafe(named, count) ? ' · colour-blind safe' : ''}
            </option>
          ))}
        </select>
      </div>
      <label className="admin-check"><input type="checkbox" checked={value.reversed} onChange={(event) => onChange({ ...value, reversed: event.target.checked })} /> Reverse the palette</label>
      {!fits && <p className="admin-error" role="alert">The {value.palette} palette has fewer colours than {count} classes.</p>}
      {colors.length > 0 && <Swatches label="Class colours" colors={colors} />}
      {colors.length > 0 && <ColorBlindCheck colors={colors} value={value} onChange={onChange} />}
    </div>
  );
}
