import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './markerImage';
import { decodeCss, hasExternalCssReference } from './svgCssReferences';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"';

function clean(markup: string): string {
  const result = sanitizeSvg(Buffer.from(markup));
  if (result === undefined) throw new Error('the test SVG was refused');
  return result;
}

describe('sanitizeSvg and external references', () => {
  it('drops an href written under a custom prefix bound to the XLink namespace', () => {
    const result = clean(`${SVG_OPEN} xmlns:x="http://www.w3.org/1999/xlink"><image x:href="https://evil.example/a.png" width="5" height="5"/><use x:href="http://evil.example/s.svg#a"/></svg>`);
    expect(result).not.toContain('evil.example');
    expect(result).toContain('<image');
  });

  it('drops an href under a prefix bound to any other namespace too', () => {
    const result = clean(`${SVG_OPEN} xmlns:q="urn:other"><use q:href="http://evil.example/s.svg#a" q:src="//evil.example/b"/></svg>`);
    expect(result).not.toContain('evil.example');
  });

  it('keeps references inside the document under any prefix', () => {
    const result = clean(`${SVG_OPEN} xmlns:x="http://www.w3.org/1999/xlink"><defs><path id="p" d="M0 0h1v1z"/></defs><use x:href="#p"/></svg>`);
    expect(result).toContain('x:href="#p"');
  });

  it('drops styles whose escaped CSS loads from elsewhere', () => {
    const styleElement = clean(`${SVG_OPEN}><style>@\\69mport "https://evil.example/a.css"; path { fill: red }</style><path d="M0 0h1v1z"/></svg>`);
    expect(styleElement).not.toContain('evil.example');
    const styleAttribute = clean(`${SVG_OPEN}><path d="M0 0h1v1z" style="fill: u\\72l(https://evil.example/p.svg#x)"/></svg>`);
    expect(styleAttribute).not.toContain('evil.example');
    const presentation = clean(`${SVG_OPEN}><path d="M0 0h1v1z" fill="\\75 rl(https://evil.example/p.svg#x)"/></svg>`);
    expect(presentation).not.toContain('evil.example');
  });

  it('keeps plain styles and url(#id) paint references', () => {
    const result = clean(`${SVG_OPEN}><style>path { fill: url(#g); stroke: #333 }</style><path d="M0 0h1v1z" style="fill: url(#g)" title="Image (north)"/></svg>`);
    expect(result).toContain('fill: url(#g); stroke: #333');
    expect(result).toContain('style="fill: url(#g)"');
    expect(result).toContain('title="Image (north)"');
  });
});

describe('decodeCss', () => {
  it('reads hex escapes, escaped characters, escaped newlines and comments as a browser does', () => {
    expect(decodeCss('u\\72l(x)')).toBe('url(x)');
    expect(decodeCss('\\000075 rl(x)')).toBe('url(x)');
    expect(decodeCss('@\\i\\mport')).toBe('@import');
    expect(decodeCss('a\\\nb/* c */d')).toBe('abd');
    expect(hasExternalCssReference('background: ur/**/l(x)')).toBe(true);
    expect(hasExternalCssReference('background: -webkit-image-set("https://evil.example/a.png" 1x)')).toBe(true);
    expect(hasExternalCssReference('fill: url( #id )')).toBe(false);
  });
});
