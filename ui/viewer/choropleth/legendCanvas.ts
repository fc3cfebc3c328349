import type { ChoroplethLegend, LegendEntry, LegendOptions } from '../../../domain/index';
import { legendCorner } from './Legend';

/** A legend as an exported picture shows it. */
export interface ExportLegend {
  legend: ChoroplethLegend;
  options: LegendOptions;
}

const PAD = 8;
const MARGIN = 10;
const LINE = 16;
const SWATCH = 12;
const SCALE_WIDTH = 180;
const FONT = '12px sans-serif';
const BOLD = 'bold 12px sans-serif';

/** One line of the legend picture: text, an entry with a swatch, or the gradient scale. */
type Row =
  | { kind: 'text'; text: string; bold?: boolean }
  | { kind: 'entry'; entry: LegendEntry }
  | { kind: 'scale'; chunks: string[]; low: string; high: string; labels: string[] };

function entryText(entry: LegendEntry): string {
  return [entry.label, entry.description].filter((part) => part !== '').join(' ');
}

/** The legend's lines, top to bottom, as the on-screen legend orders them. */
export function legendRows({ legend, options }: ExportLegend): Row[] {
  const rows: Row[] = [];
  if (options.title) rows.push({ kind: 'text', text: options.title, bold: true });
  if (options.text) rows.push({ kind: 'text', text: options.text });
  if (legend.mode === 'gradient') {
    rows.push({ kind: 'scale', chunks: legend.chunks, low: legend.lowLabel, high: legend.highLabel, labels: legend.labels });
  } else {
    for (const entry of legend.entries) rows.push({ kind: 'entry', entry });
  }
  if (legend.noData.label || legend.noData.description) rows.push({ kind: 'entry', entry: legend.noData });
  if (options.description) rows.push({ kind: 'text', text: options.description });
  return rows;
}

function rowHeight(row: Row): number {
  return row.kind === 'scale' ? LINE * 3 : LINE + 2;
}

function rowWidth(context: CanvasRenderingContext2D, row: Row): number {
  context.font = row.kind === 'text' && row.bold ? BOLD : FONT;
  if (row.kind === 'text') return context.measureText(row.text).width;
  if (row.kind === 'entry') return SWATCH + 6 + context.measureText(entryText(row.entry)).width;
  return SCALE_WIDTH;
}

function drawRow(context: CanvasRenderingContext2D, row: Row, x: number, y: number): void {
  context.fillStyle = '#222222';
  context.textBaseline = 'middle';
  if (row.kind === 'text') {
    context.font = row.bold ? BOLD : FONT;
    context.fillText(row.text, x, y + LINE / 2);
    return;
  }
  context.font = FONT;
  if (row.kind === 'entry') {
    context.fillStyle = row.entry.color;
    context.fillRect(x, y + (LINE - SWATCH) / 2, SWATCH, SWATCH);
    context.fillStyle = '#222222';
    context.fillText(entryText(row.entry), x + SWATCH + 6, y + LINE / 2);
    return;
  }
  const chunk = SCALE_WIDTH / Math.max(1, row.chunks.length);
  row.chunks.forEach((color, i) => {
    context.fillStyle = color;
    context.fillRect(x + i * chunk, y + LINE, Math.ceil(chunk), SWATCH);
  });
  context.fillStyle = '#222222';
  context.textAlign = 'left';
  context.fillText(row.low, x, y + LINE / 2);
  context.textAlign = 'right';
  context.fillText(row.high, x + SCALE_WIDTH, y + LINE / 2);
  context.textAlign = 'center';
  row.labels.forEach((label, i) => context.fillText(label, x + (i + 1) * chunk, y + LINE * 2.5));
  context.textAlign = 'left';
}

/**
 * Draws the legend into an exported picture of the map, in the corner where the viewer shows
 * it: a white box with the title, text, the gradient scale or the palette entries, the no-data
 * entry and the description. `scale` is device pixels per CSS pixel of the picture.
 */
export function drawLegend(context: CanvasRenderingContext2D, exported: ExportLegend, picture: { width: number; height: number }, scale: number): void {
  const rows = legendRows(exported);
  if (rows.length === 0) return;
  context.save();
  context.scale(scale, scale);
  const width = Math.ceil(Math.max(...rows.map((row) => rowWidth(context, row)))) + 2 * PAD;
  const height = rows.reduce((sum, row) => sum + rowHeight(row), 0) + 2 * PAD;
  const corner = legendCorner(exported.options.container);
  const cssWidth = picture.width / scale;
  const cssHeight = picture.height / scale;
  const left = corner.endsWith('right') ? cssWidth - width - MARGIN : MARGIN;
  const top = corner.startsWith('bottom') ? cssHeight - height - MARGIN : MARGIN;
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  context.fillRect(left, top, width, height);
  context.strokeStyle = '#cccccc';
  context.strokeRect(left + 0.5, top + 0.5, width - 1, height - 1);
  let y = top + PAD;
  for (const row of rows) {
    drawRow(context, row, left + PAD, y);
    y += rowHeight(row);
  }
  context.restore();
}
