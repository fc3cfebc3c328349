/** Receives an SVG's elements as a SAX parser streams them. */
export interface SvgEventSink {
  open(tag: string, attrs: Record<string, string>): void;
  close(tag: string): void;
  characters(chars: string): void;
}

type SvgEvent =
  | { kind: 'open'; tag: string; attrs: Record<string, string> }
  | { kind: 'close'; tag: string }
  | { kind: 'text'; chars: string };

/** How deep `<use>` may nest inside what another `<use>` draws (keeps hostile files bounded). */
const MAX_USE_DEPTH = 8;
/** The neutral container a referenced `<symbol>`, `<svg>` or `<g>` becomes when drawn. */
const INSTANCE_TAG = 'use-instance';

const SHAPE_TAGS = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polygon', 'polyline']);

function localName(tag: string): string {
  return tag.startsWith('svg:') ? tag.slice(4) : tag;
}

function referencedId(attrs: Record<string, string>): string | null {
  const href = attrs.href ?? attrs['xlink:href'] ?? '';
  return href.startsWith('#') && href.length > 1 ? href.slice(1) : null;
}

function withoutId(attrs: Record<string, string>): Record<string, string> {
  if (!('id' in attrs)) return attrs;
  const copy = { ...attrs };
  delete copy.id;
  return copy;
}

/**
 * Records a whole SVG's element stream, then plays it into a sink with every `<use>` expanded
 * into a copy of the element it references, so the walker draws instances like any other shape.
 * Recording first lets a `<use>` point at an element defined later in the file.
 *
 * Copies never keep the ids inside them (a region id must stay unique); a `<use>` that carries
 * an id and references a single shape hands its id to that copy, which makes the copy a region.
 * References that loop, point nowhere or nest deeper than {@link MAX_USE_DEPTH} draw nothing.
 */
export class UseExpander implements SvgEventSink {
  private readonly events: SvgEvent[] = [];
  private readonly ranges = new Map<string, { start: number; end: number }>();
  private readonly openIds: Array<{ id: string | null; start: number }> = [];

  open(tag: string, attrs: Record<string, string>): void {
    const id = attrs.id && !this.ranges.has(attrs.id) ? attrs.id : null;
    this.openIds.push({ id, start: this.events.length });
    this.events.push({ kind: 'open', tag, attrs });
  }

  close(tag: string): void {
    this.events.push({ kind: 'close', tag });
    const opened = this.openIds.pop();
    if (opened?.id) this.ranges.set(opened.id, { start: opened.start, end: this.events.length });
  }

  characters(chars: string): void {
    this.events.push({ kind: 'text', chars });
  }

  /** Plays the recorded file into `sink`, `<use>` elements expanded. */
  replay(sink: SvgEventSink): void {
    this.play(sink, 0, this.events.length, []);
  }

  private play(sink: SvgEventSink, start: number, end: number, chain: string[]): void {
    const copying = chain.length > 0;
    for (let i = start; i < end; i++) {
      const event = this.events[i];
      if (!event) continue;
      if (event.kind === 'text') sink.characters(event.chars);
      else if (event.kind === 'close') sink.close(event.tag);
      else if (localName(event.tag) === 'use') {
        sink.open(event.tag, withoutId(event.attrs));
        this.expand(sink, event.attrs, chain);
      } else {
        sink.open(event.tag, copying ? withoutId(event.attrs) : event.attrs);
      }
    }
  }

  private expand(sink: SvgEventSink, useAttrs: Record<string, string>, chain: string[]): void {
    const id = referencedId(useAttrs);
    if (id === null || chain.includes(id) || chain.length >= MAX_USE_DEPTH) return;
    const range = this.ranges.get(id);
    const root = range ? this.events[range.start] : undefined;
    if (!range || root?.kind !== 'open') return;
    const rootTag = localName(root.tag);
    const isShape = SHAPE_TAGS.has(rootTag);
    const rootAttrs = withoutId(root.attrs);
    if (isShape && useAttrs.id) rootAttrs.id = useAttrs.id;
    // The copy's root is played by hand: a symbol or group becomes a neutral container (no layer
    // of its own, and a symbol is drawn although symbols are skipped where they are defined).
    const tag = isShape ? root.tag : INSTANCE_TAG;
    sink.open(tag, rootTag === 'svg' || rootTag === 'symbol' ? withoutPosition(rootAttrs) : rootAttrs);
    this.play(sink, range.start + 1, range.end - 1, [...chain, id]);
    sink.close(tag);
  }
}

/** A referenced `<symbol>` or `<svg>` is placed by the `<use>`, not by its own x and y. */
function withoutPosition(attrs: Record<string, string>): Record<string, string> {
  const copy = { ...attrs };
  delete copy.x;
  delete copy.y;
  return copy;
}
