import { SaxesParser } from 'saxes';

/** A region as a map file names it: its id (prefix removed) and its title. */
interface FileRegion {
  id: string;
  /** The shape's `title` attribute, else its `<title>` child, else the id. */
  title: string;
}

/** Subtrees the viewer never draws: shapes inside them are not regions. */
const SKIPPED = new Set([
  'defs', 'metadata', 'desc', 'script', 'clipPath', 'mask', 'pattern', 'marker', 'symbol',
  'linearGradient', 'radialGradient', 'filter', 'foreignObject', 'style',
]);
/** Elements that become regions when they carry an id (the viewer's rule). */
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polygon', 'polyline']);

function localName(tag: string): string {
  return tag.startsWith('svg:') ? tag.slice(4) : tag;
}

/** Collects regions from SAX events; a `<title>` child names the shape it sits in. */
class RegionCollector {
  readonly regions: FileRegion[] = [];
  private readonly seen = new Set<string>();
  private skipDepth = 0;
  /** The region whose `<title>` child is being read, with the text so far. */
  private titled: { region: FileRegion; named: boolean; text: string } | null = null;
  private openShape: { region: FileRegion; named: boolean } | null = null;

  constructor(private readonly prefix: string) {}

  open(rawTag: string, attrs: Record<string, string>): void {
    const tag = localName(rawTag);
    if (this.skipDepth > 0 || SKIPPED.has(tag) || tag.includes(':')) {
      this.skipDepth += 1;
      return;
    }
    if (tag === 'title' && this.openShape) this.titled = { ...this.openShape, text: '' };
    if (!SHAPES.has(tag)) return;
    this.openShape = null;
    const elementId = attrs.id ?? '';
    if (elementId === '' || !elementId.startsWith(this.prefix)) return;
    const id = elementId.slice(this.prefix.length);
    if (id === '' || this.seen.has(id)) return;
    this.seen.add(id);
    const given = attrs.title?.trim() ?? '';
    const region = { id, title: given || id };
    this.regions.push(region);
    this.openShape = { region, named: given !== '' };
  }

  close(rawTag: string): void {
    const tag = localName(rawTag);
    if (this.skipDepth > 0) {
      this.skipDepth -= 1;
      return;
    }
    if (tag === 'title' && this.titled) {
      const text = this.titled.text.trim();
      if (!this.titled.named && text !== '') this.titled.region.title = text;
      this.titled = null;
    }
    if (SHAPES.has(tag)) this.openShape = null;
  }

  text(chars: string): void {
    if (this.skipDepth === 0 && this.titled) this.titled.text += chars;
  }
}

/**
 * The regions of a map file, in document order: every drawn shape whose id starts with the
 * region prefix (the prefix is removed), as the viewer builds them. Ids are kept once (the
 * first shape wins). Throws when the text is not well-formed XML.
 */
export function readFileRegions(svgText: string, regionPrefix = ''): FileRegion[] {
  const collector = new RegionCollector(regionPrefix);
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (node) => collector.open(node.name, node.attributes as Record<string, string>));
  parser.on('closetag', (node) => collector.close(node.name));
  parser.on('text', (chars) => collector.text(chars));
  parser.on('cdata', (chars) => collector.text(chars));
  parser.write(svgText).close();
  return collector.regions;
}
