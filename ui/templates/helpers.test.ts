import { describe, expect, it } from 'vitest';
import { compileSpec, templateRenderer } from './index';

/** Renders one template string as a popover template. */
function render(source: string, data: unknown = {}): string {
  return templateRenderer({ popoverMarker: source }, compileSpec, () => undefined).render('popoverMarker', data);
}

describe('template helpers', () => {
  it('ifeq compares loosely, so a numeric field matches a text value', () => {
    expect(render('{{#ifeq status 1}}open{{else}}closed{{/ifeq}}', { status: '1' })).toBe('open');
    expect(render('{{#ifeq status 1}}open{{else}}closed{{/ifeq}}', { status: '0' })).toBe('closed');
    expect(render('{{#ifeq missing ""}}yes{{else}}no{{/ifeq}}', {})).toBe('no');
  });

  it('ifnoteq is the opposite of ifeq', () => {
    expect(render('{{#ifnoteq category "outlet"}}full price{{/ifnoteq}}', { category: 'store' })).toBe('full price');
    expect(render('{{#ifnoteq category "outlet"}}full price{{/ifnoteq}}', { category: 'outlet' })).toBe('');
  });

  it('ifcond takes an operator', () => {
    const source = '{{#ifcond population ">=" 1000000}}big{{else}}small{{/ifcond}}';
    expect(render(source, { population: 2500000 })).toBe('big');
    expect(render(source, { population: 999 })).toBe('small');
    expect(render('{{#ifcond a "&&" b}}both{{else}}not both{{/ifcond}}', { a: 1, b: 0 })).toBe('not both');
    expect(render('{{#ifcond a "<>" b}}x{{else}}unknown operator{{/ifcond}}', { a: 1, b: 2 })).toBe('unknown operator');
  });

  it('compare works inline inside #if through a subexpression', () => {
    expect(render('{{#if (compare a "<" b)}}less{{/if}}', { a: 1, b: 2 })).toBe('less');
  });

  it('json writes the value as escaped JSON text', () => {
    expect(render('{{json location}}', { location: { lat: 1, lng: 2 } })).toBe('{&quot;lat&quot;:1,&quot;lng&quot;:2}');
    expect(render('{{{json tags}}}', { tags: ['a', '<b>'] })).toBe('["a","<b>"]');
  });

  it('numberFormat writes 2 decimals, a space between thousands and a dot by default', () => {
    expect(render('{{numberFormat value}}', { value: 1234567.891 })).toBe('1 234 567.89');
    expect(render('{{numberFormat value 0 "," "."}}', { value: '1234.5' })).toBe('1,235');
    expect(render('{{numberFormat value}}', { value: 'n/a' })).toBe('');
  });

  it('math does arithmetic and refuses non-numbers and division by zero', () => {
    expect(render('{{math a "+" b}}', { a: '2', b: 3 })).toBe('5');
    expect(render('{{math a "/" b}}', { a: 1, b: 0 })).toBe('');
    expect(render('{{math a "*" b}}', { a: 'x', b: 3 })).toBe('');
  });

  it('case helpers and spacesToUnderscores change text', () => {
    expect(render('{{toUpperCase a}} {{toLowerCase b}} {{spacesToUnderscores c}}', { a: 'tx', b: 'TEXAS', c: 'New  York city' }))
      .toBe('TX texas New_York_city');
  });

  it('join lists region titles, multi-select labels or a chosen field', () => {
    expect(render('{{join regions}}', { regions: [{ id: 'US-TX', title: 'Texas' }, { id: 'US-CA', title: 'California' }] })).toBe('Texas, California');
    expect(render('{{join tags " / "}}', { tags: [{ label: 'Wifi', value: 'w' }, { label: 'Parking', value: 'p' }] })).toBe('Wifi / Parking');
    expect(render('{{join regions "," "id"}}', { regions: [{ id: 'US-TX' }, { id: 'US-CA' }] })).toBe('US-TX,US-CA');
    expect(render('{{join notAList}}', { notAList: 'x' })).toBe('');
  });

  it('join output is escaped', () => {
    expect(render('{{join items}}', { items: ['<i>x</i>'] })).toBe('&lt;i&gt;x&lt;/i&gt;');
  });

  it('truncate shortens long text with an ellipsis', () => {
    expect(render('{{truncate text 10}}', { text: 'A very long description' })).toBe('A very lon…');
    expect(render('{{truncate text 50}}', { text: 'short' })).toBe('short');
  });

  it('nl2br keeps line breaks but escapes the text', () => {
    expect(render('{{nl2br text}}', { text: 'line <1>\nline 2' })).toBe('line &lt;1&gt;<br>line 2');
  });

  it('safeUrl strips the host of absolute links', () => {
    expect(render('{{safeUrl link}}', { link: 'https://old.example/stores/1' })).toBe('/stores/1');
  });

  it('switch renders the first matching case, else the default', () => {
    const source = '{{#switch category}}{{#case "flagship"}}★{{/case}}{{#case "store" "outlet"}}●{{/case}}{{#default}}○{{/default}}{{/switch}}';
    expect(render(source, { category: 'flagship' })).toBe('★');
    expect(render(source, { category: 'outlet' })).toBe('●');
    expect(render(source, { category: 'pickup' })).toBe('○');
  });
});
