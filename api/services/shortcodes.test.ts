import { describe, expect, it } from 'vitest';
import { parseShortcode, renderContent, type ShortcodeRenderer } from './shortcodes';

describe('parseShortcode', () => {
  it('reads the name and quoted, single-quoted and bare attributes', () => {
    expect(parseShortcode('[mapsvg id="12"]')).toEqual({ name: 'mapsvg', attributes: { id: '12' } });
    expect(parseShortcode("[contact-form-7 id='3' title=\"Contact us\"]")).toEqual({ name: 'contact-form-7', attributes: { id: '3', title: 'Contact us' } });
    expect(parseShortcode('[MapSVG ID=7]')).toEqual({ name: 'mapsvg', attributes: { id: '7' } });
  });

  it('refuses text that is not exactly one shortcode', () => {
    expect(parseShortcode('mapsvg id=1')).toBeNull();
    expect(parseShortcode('[mapsvg id="1"] and more')).toBeNull();
    expect(parseShortcode('<script>[mapsvg id="1"]</script>')).toBeNull();
  });
});

describe('renderContent', () => {
  it('escapes text, expands known shortcodes and leaves unknown ones as text', () => {
    const map: ShortcodeRenderer = ({ name, attributes }) => (name === 'mapsvg' ? `<div class="mapsvg" data-map-id="${attributes.id}"></div>` : null);
    const html = renderContent('Hello <b>world</b>\n\n[mapsvg id="2"]\n\n[unknown x="1"]', [map]);
    expect(html).toBe('<p>Hello &lt;b&gt;world&lt;/b&gt;</p>\n<div class="entry-block"><div class="mapsvg" data-map-id="2"></div></div>\n<p>[unknown x=&quot;1&quot;]</p>');
  });
});
