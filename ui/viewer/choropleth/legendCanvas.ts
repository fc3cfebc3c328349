import type { ChoroplethLegend, LegendEntry, LegendOptions } from '../../../domain/index';
import { exportLayout, type LegendPlace } from './exportLayout';

/** A legend as an exported picture shows it. */
interface ExportLegend {
  legend: ChoroplethLegend;
  options: LegendOptions;
}

const PAD = 8;
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
function legendRows({ legend, options }: ExportLegend): Row[] {
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

/** The legend box's size in CSS pixels: its widest row and its rows' heights, padded. */
function legendSize(context: CanvasRenderingContext2D, rows: readonly Row[]): { width: number; height: number } {
  context.save();
  const width = Math.ceil(Math.max(...rows.map((row) => rowWidth(context, row)))) + 2 * PAD;
  context.restore();
  return { width, height: rows.reduce((sum, row) => sum + rowHeight(row), 0) + 2 * PAD };
}

/** Paints the legend box (white, with its rows) with its top-left corner at `at`, in CSS pixels. */
function paintLegend(context: CanvasRenderingContext2D, rows: readonly Row[], size: { width: number; height: number }, at: { x: number; y: number }): void {
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  context.fillRect(at.x, at.y, size.width, size.height);
  context.strokeStyle = '#cccccc';
  context.strokeRect(at.x + 0.5, at.y + 0.5, size.width - 1, size.height - 1);
  let y = at.y + PAD;
  for (const row of rows) {
    drawRow(context, row, at.x + PAD, y);
    y += rowHeight(row);
  }
}

/**
 * The exported picture of a map with its legend where the visitor sees it: over the map in its
 * corner, or beside the map on the side of its container (a sidebar, the header, the footer),
 * the picture growing to hold both (the rest in the map's background colour). `map` is the
 * map's drawing, `scale` its device pixels per CSS pixel; `place` where the legend is shown.
 */
export function composeWithLegend(map: HTMLCanvasElement, exported: ExportLegend, place: LegendPlace, { scale, background }: { scale: number; background: string }): HTMLCanvasElement {
  const rows = legendRows(exported);
  const mapContext = map.getContext('2d');
  if (rows.length === 0 || !mapContext) return map;
  const size = legendSize(mapContext, rows);
  const layout = exportLayout({ width: map.width / scale, height: map.height / scale }, size, place);
  let picture = map;
  if (layout.width * scale !== map.width || layout.height * scale !== map.height) {
    picture = document.createElement('canvas');
    picture.width = Math.round(layout.width * scale);
    picture.height = Math.round(layout.height * scale);
  }
  const context = picture.getContext('2d');
  if (!context) return map;
  if (picture !== map) {
    context.fillStyle = background || '#ffffff';
    context.fillRect(0, 0, picture.width, picture.height);
    context.drawImage(map, Math.round(layout.map.x * scale), Math.round(layout.map.y * scale));
  }
  context.save();
  context.scale(scale, scale);
  paintLegend(context, rows, size, layout.legend);
  context.restore();
  return picture;
}
