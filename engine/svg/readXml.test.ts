import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { readXml, XmlSyntaxError } from './readXml';

type XmlEvent = ['open', string, Record<string, string>] | ['close', string] | ['text', string];

/** Every event, with adjacent text joined (readers may split text differently). */
function joinText(events: XmlEvent[]): XmlEvent[] {
  const joined: XmlEvent[] = [];
  for (const event of events) {
    const last = joined.at(-1);
    if (event[0] === 'text' && last?.[0] === 'text') last[1] += event[1];
    else joined.push(event);
  }
  return joined;
}

function eventsOf(text: string): XmlEvent[] {
  const events: XmlEvent[] = [];
  readXml(text, {
    open: (name, attributes) => events.push(['open', name, attributes]),
    close: (name) => events.push(['close', name]),
    text: (chars) => events.push(['text', chars]),
  });
  return joinText(events);
}

/** The same document through saxes, the streaming parser the server uses, inside the root only. */
function saxesEventsOf(text: string): XmlEvent[] {
  const events: XmlEvent[] = [];
  let depth = 0;
  const parser = new SaxesParser();
  parser.on('opentag', (node) => { depth += 1; events.push(['open', node.name, node.attributes as Record<string, string>]); });
  parser.on('closetag', (node) => { depth -= 1; events.push(['close', node.name]); });
  parser.on('text', (chars) => { if (depth > 0) events.push(['text', chars]); });
  parser.on('cdata', (chars) => events.push(['text', chars]));
  parser.write(text).close();
  return joinText(events);
}

function errorOf(text: string): string {
  try {
    eventsOf(text);
  } catch (error) {
    expect(error).toBeInstanceOf(XmlSyntaxError);
    return (error as Error).message;
  }
  throw new Error('expected the XML to be refused');
}

describe('readXml', () => {
  it('reads elements, attributes and text, and closes a self-closing element', () => {
    expect(eventsOf('<?xml version="1.0"?>\n<!-- a map --><svg a="1" b=\'two\'><path id="p"/>hi</svg>\n')).toEqual([
      ['open', 'svg', { a: '1', b: 'two' }], ['open', 'path', { id: 'p' }], ['close', 'path'], ['text', 'hi'], ['close', 'svg'],
    ]);
  });

  it('decodes entities, character references and CDATA, and normalises white space in attribute values', () => {
    expect(eventsOf('<svg t="a&amp;b &#65;&#x42;" d="M0\n0\tL1 1"><![CDATA[x < y]]>&lt;&quot;</svg>')).toEqual([
      ['open', 'svg', { t: 'a&b AB', d: 'M0 0 L1 1' }], ['text', 'x < y<"'], ['close', 'svg'],
    ]);
  });

  it('keeps the entities a document type declares (drawing programs name namespaces that way)', () => {
    const text = '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [\n<!ENTITY ns_svg "http://www.w3.org/2000/svg">\n]>\n<svg xmlns="&ns_svg;"/>';
    expect(eventsOf(text)).toEqual([['open', 'svg', { xmlns: 'http://www.w3.org/2000/svg' }], ['close', 'svg']]);
  });

  it('refuses broken XML with the line and column of the problem', () => {
    expect(errorOf('<svg>\n  <g></svg>')).toBe('2:6: unexpected close tag: svg, expected g.');
    expect(errorOf('<svg><g>')).toBe('1:9: unclosed tag: g');
    expect(errorOf('<svg a=1/>')).toBe('1:8: unquoted attribute value: a');
    expect(errorOf('<svg a="&nbsp;"/>')).toBe('1:9: undefined entity: nbsp.');
    expect(errorOf('<svg a="1" a="2"/>')).toBe('1:12: duplicate attribute: a.');
    expect(errorOf('oops<svg/>')).toBe('1:1: text data outside of root node.');
    expect(errorOf('<svg/><svg/>')).toBe('1:7: text data outside of root node.');
    expect(errorOf('')).toBe('1:1: document must contain a root element.');
  });

  it('reads every fixture map exactly as saxes does', () => {
    const maps = import.meta.glob<string>('../../fixtures/maps/*.svg', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(maps).length).toBeGreaterThan(5);
    for (const [file, text] of Object.entries(maps)) expect(eventsOf(text), file).toEqual(saxesEventsOf(text));
  });
});
