import { BASIC_SHAPES, emitBasicShape, lengthAttribute, numberList } from './basicShapes';
import { IDENTITY, meanScale, multiply, parseTransform } from './matrix';
import { parsePathData } from './parsePathData';
import { RingBuilder } from './RingBuilder';
import { computeStyle, parseStyleSheet, ROOT_STYLE } from './styles';
import type { CssRule, InheritedStyle } from './styles';
import type {
  Matrix, PendingPath, SvgDecoration, SvgGroup, SvgRegion, SvgShapeDecoration, SvgTextDecoration,
} from './types';

/** Subtrees that hold resources or editor data, never drawn in place. */
const SKIPPED = new Set([
  'defs', 'metadata', 'desc', 'script', 'clipPath', 'mask', 'pattern', 'marker', 'symbol',
  'linearGradient', 'radialGradient', 'filter', 'foreignObject',
]);
/** Containers whose children draw as if the container were a plain group. */
const CONTAINERS = new Set(['g', 'a', 'switch', 'svg']);

interface Frame {
  tag: string;
  matrix: Matrix;
  style: InheritedStyle;
  opacity: number;
  hidden: boolean;
  groupIds: string[];
  /** The shape this element created, so a `<title>` child can name it. */
  shape: SvgRegion | SvgShapeDecoration | null;
}

/** Options the walker needs, already validated by {@link parseSvgMap}. */
interface WalkerOptions {
  regionPrefix: string;
  tolerance: number;
}

/**
 * Turns the streamed elements of an SVG (below the root) into regions, decorations and groups.
 * Fed by a SAX parser: `open`, `close` and `characters` mirror its events, so the whole file
 * never needs a DOM and the same code runs in a worker and in Node.
 *
 * `<use>` copies arrive already expanded (see `UseExpander`). Not supported, because no shipped
 * map uses them: `<style>` rules with combinators, rules that appear after the shapes they style, and a nested `<svg>`'s viewBox
 * (its x/y offset is applied).
 */
export class SvgTreeWalker {
  readonly regions: SvgRegion[] = [];
  readonly decorations: SvgDecoration[] = [];
  readonly groups: SvgGroup[] = [];
  /** The `<path>` shapes in document order, with their data still to read (see {@link readPendingPaths}). */
  readonly pendingPaths: PendingPath[] = [];
  private readonly stack: Frame[] = [];
  private readonly groupKeys = new Set<string>();
  private rules: CssRule[] = [];
  private order = 0;
  /** Depth inside a skipped subtree; 0 when drawing. */
  private skipDepth = 0;
  private text: SvgTextDecoration | null = null;
  /** Whether the open `<text>` has its position yet (from itself or its first positioned tspan). */
  private textPlaced = false;
  private titleTarget: SvgRegion | SvgShapeDecoration | null = null;
  private titleText = '';
  private styleText: string | null = null;

  constructor(private readonly options: WalkerOptions) {}

  /** The root `<svg>` opens the first frame. */
  openRoot(attrs: Record<string, string>): void {
    const computed = computeStyle(ROOT_STYLE, 'svg', attrs, []);
    this.stack.push({
      tag: 'svg', matrix: attrs.transform ? parseTransform(attrs.transform) : IDENTITY,
      style: computed.inherited, opacity: computed.opacity, hidden: computed.displayNone,
      groupIds: [], shape: null,
    });
  }

  open(rawTag: string, attrs: Record<string, string>): void {
    const tag = localName(rawTag);
    // Style sheets often sit in <defs>; read them wherever they are, draw nothing from them.
    if (tag === 'style') this.styleText = '';
    if (this.skipDepth > 0 || SKIPPED.has(tag) || tag === 'style' || tag.includes(':')) {
      this.skipDepth++;
      return;
    }
    const parent = this.stack[this.stack.length - 1];
    if (!parent) return;
    if (tag === 'title') this.titleTarget = parent.shape;
    const computed = computeStyle(parent.style, tag, attrs, this.rules);
    let matrix = parent.matrix;
    if (attrs.transform) matrix = multiply(matrix, parseTransform(attrs.transform));
    // A nested <svg> and a <use> place their content at their own x and y.
    if (tag === 'svg' || tag === 'use') matrix = multiply(matrix, [1, 0, 0, 1, lengthAttribute(attrs.x), lengthAttribute(attrs.y)]);
    const frame: Frame = {
      tag, matrix, style: computed.inherited, opacity: parent.opacity * computed.opacity,
      hidden: parent.hidden || computed.displayNone, groupIds: parent.groupIds, shape: null,
    };
    this.stack.push(frame);
    if (CONTAINERS.has(tag)) this.openGroup(frame, parent, attrs);
    else if (tag === 'path' || BASIC_SHAPES.has(tag)) frame.shape = this.addShape(frame, tag, attrs);
    else if (tag === 'text') this.openText(frame, attrs);
    else if (tag === 'tspan') this.positionText(frame, attrs);
    else if (tag === 'image') this.addImage(frame, attrs);
  }

  close(rawTag: string): void {
    if (localName(rawTag) === 'style') this.closeStyle();
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    const frame = this.stack.pop();
    if (!frame) return;
    if (frame.tag === 'title') this.closeTitle();
    if (frame.tag === 'text' && this.text) {
      this.text.text = this.text.text.replace(/\s+/g, ' ').trim();
      if (this.text.text !== '') this.decorations.push(this.text);
      this.text = null;
    }
  }

  /** Character data: a `<title>`, a `<style>` sheet or the content of a `<text>`. */
  characters(chars: string): void {
    if (this.styleText !== null) {
      this.styleText += chars;
      return;
    }
    const top = this.stack[this.stack.length - 1];
    if (this.skipDepth > 0 || !top) return;
    if (top.tag === 'title') this.titleText += chars;
    else if (this.text) this.text.text += chars;
  }

  private openGroup(frame: Frame, parent: Frame, attrs: Record<string, string>): void {
    const elementId = attrs.id ?? null;
    const key = elementId !== null && !this.groupKeys.has(elementId)
      ? elementId : `group-${this.groups.length}`;
    this.groupKeys.add(key);
    this.groups.push({
      key, elementId, label: attrs['inkscape:label'] ?? null,
      parentKey: parent.groupIds[parent.groupIds.length - 1] ?? null,
      visible: !frame.hidden && frame.style.visible,
    });
    frame.groupIds = [...parent.groupIds, key];
  }

  private addShape(frame: Frame, tag: string, attrs: Record<string, string>): SvgRegion | SvgShapeDecoration {
    // A path's data is nearly all of a map file: it is read once the walk is over (see
    // `pendingPaths`), so that a first view may draw it before it is read.
    const { rings, closed, bbox } = this.basicShapeRings(frame, tag, attrs);
    const style = frame.style;
    const common = {
      rings, closed, bbox, fillRule: style.fillRule,
      fill: style.fill, fillOpacity: style.fillOpacity, stroke: style.stroke,
      strokeWidth: style.strokeWidth, strokeOpacity: style.strokeOpacity, opacity: frame.opacity,
      visible: !frame.hidden && style.visible, order: this.order++, groupIds: frame.groupIds,
      title: attrs.title ?? null,
    };
    const shape = this.regionOrDecoration(common, attrs);
    if (tag === 'path') this.pendingPaths.push({ shape, d: attrs.d ?? '', matrix: frame.matrix });
    return shape;
  }

  private regionOrDecoration(common: Omit<SvgShapeDecoration, 'kind' | 'elementId'>, attrs: Record<string, string>): SvgRegion | SvgShapeDecoration {
    const elementId = attrs.id;
    const prefix = this.options.regionPrefix;
    if (elementId !== undefined && elementId !== '' && elementId.startsWith(prefix)) {
      const region: SvgRegion = {
        ...common, id: elementId.slice(prefix.length), elementId, dataset: dataAttributes(attrs),
      };
      this.regions.push(region);
      return region;
    }
    const decoration: SvgShapeDecoration = { ...common, kind: 'shape', elementId: elementId ?? null };
    this.decorations.push(decoration);
    return decoration;
  }

  /** A basic shape's rings; a path has none until its data is read (empty rings and box). */
  private basicShapeRings(frame: Frame, tag: string, attrs: Record<string, string>): ReturnType<RingBuilder['finish']> {
    const builder = new RingBuilder(frame.matrix, this.options.tolerance);
    if (tag !== 'path') emitBasicShape(tag, attrs, builder);
    return builder.finish();
  }

  private openText(frame: Frame, attrs: Record<string, string>): void {
    const style = frame.style;
    this.text = {
      kind: 'text', text: '', x: 0, y: 0, fontSize: null, fill: style.fill,
      textAnchor: style.textAnchor, fontFamily: style.fontFamily, matrix: frame.matrix,
      visible: !frame.hidden && style.visible, order: this.order++, groupIds: frame.groupIds,
    };
    this.placeText(frame, attrs, true);
  }

  /** A `<tspan>` places the text only when the `<text>` itself had no position. */
  private positionText(frame: Frame, attrs: Record<string, string>): void {
    if (!this.text || this.textPlaced) return;
    this.placeText(frame, attrs, false);
  }

  private placeText(frame: Frame, attrs: Record<string, string>, always: boolean): void {
    const text = this.text;
    if (!text) return;
    const x = numberList(attrs.x ?? '')[0];
    const y = numberList(attrs.y ?? '')[0];
    if (!always && x === undefined && y === undefined) return;
    this.textPlaced = x !== undefined || y !== undefined;
    const [a, b, c, d, e, f] = frame.matrix;
    const lx = x ?? 0;
    const ly = y ?? 0;
    text.x = a * lx + c * ly + e;
    text.y = b * lx + d * ly + f;
    text.matrix = frame.matrix;
    const size = frame.style.fontSize;
    text.fontSize = size === null ? null : size * meanScale(frame.matrix);
  }

  private addImage(frame: Frame, attrs: Record<string, string>): void {
    const x = lengthAttribute(attrs.x), y = lengthAttribute(attrs.y);
    const width = lengthAttribute(attrs.width), height = lengthAttribute(attrs.height);
    const [a, b, c, d, e, f] = frame.matrix;
    const xs: number[] = [], ys: number[] = [];
    for (const [px, py] of [[x, y], [x + width, y], [x, y + height], [x + width, y + height]] as const) {
      xs.push(a * px + c * py + e);
      ys.push(b * px + d * py + f);
    }
    this.decorations.push({
      kind: 'image', href: attrs.href ?? attrs['xlink:href'] ?? '', x, y, width, height,
      matrix: frame.matrix, visible: !frame.hidden && frame.style.visible,
      bbox: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) },
      order: this.order++, groupIds: frame.groupIds,
    });
  }

  private closeTitle(): void {
    const target = this.titleTarget;
    const title = this.titleText.trim();
    if (target && target.title === null && title !== '') target.title = title;
    this.titleTarget = null;
    this.titleText = '';
  }

  private closeStyle(): void {
    if (this.styleText) this.rules = [...this.rules, ...parseStyleSheet(this.styleText)]
      .sort((p, q) => p.specificity - q.specificity);
    this.styleText = null;
  }
}

/**
 * Reads the data of the walk's `<path>` shapes into their rings, closed flags and boxes, in
 * document order, with the walk's flattening tolerance.
 */
export function readPendingPaths(paths: readonly PendingPath[], tolerance: number): void {
  for (const { shape, d, matrix } of paths) {
    const builder = new RingBuilder(matrix, tolerance);
    parsePathData(d, builder);
    const { rings, closed, bbox } = builder.finish();
    shape.rings = rings;
    shape.closed = closed;
    shape.bbox = bbox;
  }
}

/** `svg:path` and `path` are the same element when the SVG namespace carries a prefix. */
function localName(tag: string): string {
  return tag.startsWith('svg:') ? tag.slice(4) : tag;
}

function dataAttributes(attrs: Record<string, string>): Record<string, string> {
  const dataset: Record<string, string> = {};
  for (const name of Object.keys(attrs)) {
    if (name.startsWith('data-')) dataset[name.slice(5)] = attrs[name] ?? '';
  }
  return dataset;
}
