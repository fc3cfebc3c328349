import type { CSSProperties } from 'react';
import type { ChoroplethLegend, LegendEntry, LegendOptions } from '../../../domain/index';
import { LEGEND_GRADIENT_CHUNKS } from '../../../domain/index';

interface LegendProps {
  legend: ChoroplethLegend;
  options: LegendOptions;
}

const CORNERS = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

/** Where the legend sits: a corner of the map (the default bottom-left for unknown values). */
export function legendCorner(container: string): string {
  return CORNERS.has(container) ? container : 'bottom-left';
}

function Swatch({ color }: { color: string }) {
  return <span className="mapsvg-legend-swatch" style={{ background: color }} aria-hidden="true" />;
}

function Entry({ entry }: { entry: LegendEntry }) {
  return (
    <li className="mapsvg-legend-entry">
      <Swatch color={entry.color} />
      {entry.label && <span className="mapsvg-legend-label">{entry.label}</span>}
      {entry.description && <span className="mapsvg-legend-description">{entry.description}</span>}
    </li>
  );
}

function GradientScale({ legend, vertical }: { legend: Extract<ChoroplethLegend, { mode: 'gradient' }>; vertical: boolean }) {
  return (
    <div className="mapsvg-legend-gradient">
      <span className="mapsvg-legend-end">{legend.lowLabel}</span>
      <div className="mapsvg-legend-scale">
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
 */
export function Legend({ legend, options }: LegendProps) {
  const vertical = options.layout !== 'horizontal';
  // The height sizes the vertical gradient scale; a palette list takes only the room its rows need.
  const style: CSSProperties = vertical
    ? { minHeight: legend.mode === 'gradient' ? options.height || undefined : undefined }
    : { width: options.width || undefined };
  return (
    <section
      className={`mapsvg-legend mapsvg-legend--${vertical ? 'vertical' : 'horizontal'} mapsvg-legend--${legendCorner(options.container)}`}
      aria-label={options.title || 'Legend'}
      style={style}
      data-mode={legend.mode}
    >
      {options.title && <h2 className="mapsvg-legend-title">{options.title}</h2>}
      {options.text && <p className="mapsvg-legend-text">{options.text}</p>}
      {legend.mode === 'gradient' && <GradientScale legend={legend} vertical={vertical} />}
      <ul className="mapsvg-legend-entries">
        {legend.mode === 'palette' && legend.entries.map((entry, i) => <Entry key={i} entry={entry} />)}
        <Entry entry={legend.noData} />
      </ul>
      {options.description && <p className="mapsvg-legend-description-text">{options.description}</p>}
    </section>
  );
}
