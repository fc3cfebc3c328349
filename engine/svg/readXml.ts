/**
 * A small, strict XML reader for map files: elements, attributes, text and CDATA, with
 * comments, processing instructions and the document type skipped (the entities its internal
 * subset declares are kept: drawing programs declare namespaces that way). It reads what map
 * files hold and refuses what XML refuses there (a tag left open or closed out of turn, an
 * unquoted attribute, an unknown entity, text or a second element outside the root), with the
 * line and column of the problem. Runs in the geometry worker, where a page has no DOMParser;
 * it is the worker's one XML parser, so it is kept to the work at hand rather than a general
 * streaming parser.
 */

/** What the reader reports, in document order. Names keep their prefix (`svg:svg`, `xlink:href`). */
interface XmlHandler {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  /** Text and CDATA inside the root element, entities decoded. */
  text(chars: string): void;
}

/** XML the reader refuses; the message starts with `line:column:`. */
export class XmlSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlSyntaxError';
  }
}

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME_END = /[\s/>=]/g;
const SPACE = /\s/;
const ENTITY_DECLARATION = /<!ENTITY\s+([^\s%]+)\s+(?:"([^"]*)"|'([^']*)')\s*>/g;
const REFERENCE = /&([^;&\s]*);?/g;

function positionOf(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return `${line}:${offset - lineStart + 1}`;
}

/** Reads `text` as XML, calling `handler` for each element, end tag and text. */
export function readXml(text: string, handler: XmlHandler): void {
  new XmlReader(text, handler).read();
}

class XmlReader {
  private pos = 0;
  private readonly open: string[] = [];
  private rootSeen = false;
  private readonly entities = new Map<string, string>(Object.entries(PREDEFINED));

  constructor(private readonly text: string, private readonly handler: XmlHandler) {}

  read(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const lt = text.indexOf('<', this.pos);
      const end = lt === -1 ? text.length : lt;
      if (end > this.pos) this.characters(this.pos, end);
      if (lt === -1) break;
      this.markup(lt);
    }
    const unclosed = this.open.at(-1);
    if (unclosed !== undefined) this.fail(text.length, `unclosed tag: ${unclosed}`);
    if (!this.rootSeen) this.fail(text.length, 'document must contain a root element.');
  }

  private fail(offset: number, message: string): never {
    throw new XmlSyntaxError(`${positionOf(this.text, offset)}: ${message}`);
  }

  private characters(start: number, end: number): void {
    const raw = this.text.slice(start, end);
    if (this.open.length === 0) {
      if (raw.trim() !== '') this.fail(start, 'text data outside of root node.');
      return;
    }
    this.handler.text(this.decode(raw, start));
  }

  private markup(lt: number): void {
    const { text } = this;
    if (text.startsWith('<!--', lt)) this.pos = this.skipTo('-->', lt + 4, lt, 'unclosed comment.');
    else if (text.startsWith('<![CDATA[', lt)) this.cdata(lt);
    else if (text.startsWith('<?', lt)) this.pos = this.skipTo('?>', lt + 2, lt, 'unclosed processing instruction.');
    else if (text.startsWith('<!', lt)) this.doctype(lt);
    else if (text.startsWith('</', lt)) this.endTag(lt);
    else this.startTag(lt);
  }

  /** The offset just past the next `marker` at or after `from`. */
  private skipTo(marker: string, from: number, start: number, problem: string): number {
    const at = this.text.indexOf(marker, from);
    if (at === -1) this.fail(start, problem);
    return at + marker.length;
  }

  private cdata(lt: number): void {
    const end = this.skipTo(']]>', lt + 9, lt, 'unclosed CDATA section.');
    if (this.open.length === 0) this.fail(lt, 'CDATA outside of root node.');
    this.handler.text(this.text.slice(lt + 9, end - 3));
    this.pos = end;
  }

  /** Skips `<!DOCTYPE …>`, keeping the entities of its internal subset. */
  private doctype(lt: number): void {
    const { text } = this;
    const gt = this.skipTo('>', lt + 2, lt, 'unclosed markup declaration.');
    const bracket = text.indexOf('[', lt);
    if (bracket === -1 || bracket > gt) {
      this.pos = gt;
      return;
    }
    const subsetEnd = this.skipTo(']', bracket, lt, 'unclosed document type.');
    for (const match of text.slice(bracket, subsetEnd).matchAll(ENTITY_DECLARATION)) {
      this.entities.set(match[1] ?? '', match[2] ?? match[3] ?? '');
    }
    this.pos = this.skipTo('>', subsetEnd, lt, 'unclosed document type.');
  }

  private readName(from: number): string {
    NAME_END.lastIndex = from;
    const found = NAME_END.exec(this.text);
    const end = found ? found.index : this.text.length;
    if (end === from) this.fail(from, 'expected a name.');
    return this.text.slice(from, end);
  }

  private endTag(lt: number): void {
    const name = this.readName(lt + 2);
    const gt = this.skipTo('>', lt + 2 + name.length, lt, `unclosed tag: ${name}`);
    if (this.text.slice(lt + 2 + name.length, gt - 1).trim() !== '') this.fail(lt, `malformed end tag: ${name}`);
    const expected = this.open.pop();
    if (expected !== name) this.fail(lt, expected === undefined ? `unmatched closing tag: ${name}.` : `unexpected close tag: ${name}, expected ${expected}.`);
    this.handler.close(name);
    this.pos = gt;
  }

  private startTag(lt: number): void {
    if (this.open.length === 0 && this.rootSeen) this.fail(lt, 'text data outside of root node.');
    const name = this.readName(lt + 1);
    const attributes: Record<string, string> = {};
    let at = lt + 1 + name.length;
    for (;;) {
      at = this.skipSpace(at);
      const char = this.text[at];
      if (char === undefined) this.fail(lt, `unclosed tag: ${name}`);
      if (char === '>' || (char === '/' && this.text[at + 1] === '>')) break;
      at = this.attribute(at, attributes);
    }
    const selfClosing = this.text[at] === '/';
    this.pos = at + (selfClosing ? 2 : 1);
    this.rootSeen = true;
    this.handler.open(name, attributes);
    if (selfClosing) this.handler.close(name);
    else this.open.push(name);
  }

  private skipSpace(from: number): number {
    let at = from;
    while (at < this.text.length && SPACE.test(this.text[at] ?? '')) at += 1;
    return at;
  }

  /** Reads one `name="value"` into `attributes`; returns the offset after it. */
  private attribute(from: number, attributes: Record<string, string>): number {
    const name = this.readName(from);
    let at = this.skipSpace(from + name.length);
    if (this.text[at] !== '=') this.fail(at, `attribute without value: ${name}`);
    at = this.skipSpace(at + 1);
    const quote = this.text[at];
    if (quote !== '"' && quote !== "'") this.fail(at, `unquoted attribute value: ${name}`);
    const close = this.text.indexOf(quote, at + 1);
    if (close === -1) this.fail(at, `unclosed attribute value: ${name}`);
    if (Object.hasOwn(attributes, name)) this.fail(from, `duplicate attribute: ${name}.`);
    // XML normalises white space in attribute values: a line break in path data is a space.
    attributes[name] = this.decode(this.text.slice(at + 1, close), at + 1).replace(/[\t\n\r]/g, ' ');
    return close + 1;
  }

  private decode(raw: string, offset: number): string {
    if (!raw.includes('&')) return raw;
    return raw.replace(REFERENCE, (whole, name: string, index: number) => {
      if (!whole.endsWith(';')) this.fail(offset + index, 'unterminated entity reference.');
      if (name.startsWith('#')) return this.characterReference(name, offset + index);
      const value = this.entities.get(name);
      if (value === undefined) this.fail(offset + index, `undefined entity: ${name}.`);
      return value;
    });
  }

  private characterReference(name: string, offset: number): string {
    const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) this.fail(offset, `malformed character entity: &${name};`);
    return String.fromCodePoint(code);
  }
}
