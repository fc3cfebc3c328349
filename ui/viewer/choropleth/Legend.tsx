import { useId, useState, type CSSProperties } from 'react';
import type { ChoroplethLegend, LegendEntry, LegendOptions, MarkerLegend } from '../../../domain/index';
import { LEGEND_GRADIENT_CHUNKS } from '../../../domain/index';
import { InCorner, isMapCorner } from '../MapCorners';
import { InContainer, isContainerName } from './InContainer';
import { usePhone } from '../usePhone';

interface LegendProps {
  legend: ChoroplethLegend | MarkerLegend;
  options: LegendOptions;
}

const CORNERS = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

/** The corner of the map where the legend sits (bottom-left for a container or an unknown value). */
function legendCorner(container: string): string {
  return CORNERS.has(container) ? container : 'bottom-left';
}

function Swatch({ color }: { color: string }) {
  return <span className="mapsvg-legend-swatch" style={{ background: color }} aria-hidden="true" />;
}

function Entry({ entry }: { entry: LegendEntry }) {
  return (
    <li className="mapsvg-legend-entry">
      {entry.image ? <img className="mapsvg-legend-marker" src={entry.image} alt="" /> : <Swatch color={entry.color} />}
      {entry.label && <span className="mapsvg-legend-label">{entry.label}</span>}
      {entry.description && <span className="mapsvg-legend-description">{entry.description}</span>}
      {entry.count !== undefined && <span className="mapsvg-legend-count">({entry.count.toLocaleString()})</span>}
    </li>
  );
}

/**
 * Bars beside the colour chunks: how many regions each chunk of the scale holds. They stand over
 * a horizontal scale and lie beside a vertical one, each bar level with its chunk.
 */
function Histogram({ counts, vertical }: { counts: readonly number[]; vertical: boolean }) {
  const most = Math.max(1, ...counts);
  return (
    <div className="mapsvg-legend-histogram" role="img" aria-label={`Regions per step of the scale, low to high: ${counts.map((count) => count.toLocaleString()).join(', ')}`}>
      {counts.map((count, i) => {
        const share = `${(100 * count) / most}%`;
        return <span key={i} className="mapsvg-legend-bar" style={vertical ? { width: share } : { height: share }} title={count.toLocaleString()} />;
      })}
    </div>
  );
}

function GradientScale({ legend, vertical }: { legend: Extract<ChoroplethLegend, { mode: 'gradient' }>; vertical: boolean }) {
  return (
    <div className="mapsvg-legend-gradient">
      <span className="mapsvg-legend-end">{legend.lowLabel}</span>
      <div className={`mapsvg-legend-scale${legend.histogram ? ' mapsvg-legend-scale--histogram' : ''}`}>
        {legend.histogram && <Histogram counts={legend.histogram} vertical={vertical} />}
        <div className="mapsvg-legend-chunks">
          {legend.chunks.map((color, i) => <span key={i} className="mapsvg-legend-chunk" style={{ background: color }} />)}
        </div>
        <div className="mapsvg-legend-ticks">
          {legend.labels.map((label, i) => {
            const at = `${((i + 1) * 100) / LEGEND_GRADIENT_CHUNKS}%`;
            return <span key={i} className="mapsvg-legend-tick" style={vertical ? { top: at } : { left: at }}>{label}</span>;
          })}
        </div>
      </div>
      <span className="mapsvg-legend-end">{legend.highLabel}</span>
    </div>
  );
}

/**
 * The choropleth legend over the map: title, text, the gradient (5 chunks, 4 values) or the
 * palette bands, the no-data entry and the description, laid out horizontally or vertically.
 * Width applies to the horizontal layout and height to the vertical scale (both default 20%).
 * It sits in a corner of the map, stacked with that corner's controls, or in one of the
 * containers around the map (header, sidebars, footer), off the map altogether. On a phone a
 * legend over the map starts folded to a button with its title, which opens it.
 */
export function Legend({ legend, options }: LegendProps) {
  const vertical = options.layout !== 'horizontal';
  // On a phone a legend over the map would cover much of it: it starts folded to its title.
  const isPhone = usePhone();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  // The height sizes the vertical gradient scale; a palette list takes only the room its rows need.
  const style: CSSProperties = vertical
    ? { minHeight: legend.mode === 'gradient' ? options.height || undefined : undefined }
    : { width: options.width || undefined };
  const corner = legendCorner(options.container);
  const inContainer = isContainerName(options.container);
  const folds = isPhone && !inContainer;
  const title = options.title || 'Legend';
  const body = (
    <section
      className={`mapsvg-legend mapsvg-legend--${vertical ? 'vertical' : 'horizontal'} mapsvg-legend--${inContainer ? 'in-container' : corner}${folds && !open ? ' mapsvg-legend--folded' : ''}`}
      aria-label={title}
      // Focusable: a legend taller than its corner leaves it scrolls, by keyboard too.
      tabIndex={folds ? undefined : 0}
      style={folds && !open ? undefined : style}
      data-mode={legend.mode}
    >
      {folds
        ? <button type="button" className="mapsvg-legend-toggle" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>{title}</button>
        : options.title && <h2 className="mapsvg-legend-title">{options.title}</h2>}
      <div id={contentId} hidden={folds && !open}>
        {options.text && <p className="mapsvg-legend-text">{options.text}</p>}
        {legend.mode === 'gradient' && <GradientScale legend={legend} vertical={vertical} />}
        <ul className="mapsvg-legend-entries">
          {legend.mode !== 'gradient' && legend.entries.map((entry, i) => <Entry key={i} entry={entry} />)}
          {legend.mode !== 'markers' && <Entry entry={legend.noData} />}
        </ul>
        {options.description && <p className="mapsvg-legend-description-text">{options.description}</p>}
      </div>
    </section>
  );
  const place = isMapCorner(corner) ? corner : 'bottom-left';
  if (isContainerName(options.container)) return <InContainer name={options.container} fallback={place}>{body}</InContainer>;
  return <InCorner corner={place} order={5}>{body}</InCorner>;
}
