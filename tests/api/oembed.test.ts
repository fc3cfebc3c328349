import { describe, expect, it } from 'vitest';
import { pgliteDriver } from './drivers';
import { adminSuite } from './harness';
import { API, adminHeaders } from './dataHelpers';

const OEMBED = '/wp-json/oembed/1.0/embed';
/** The address `app.inject` requests come from. */
const SERVER = 'http://localhost:80';

function oembedOf(pageUrl: string, extra = ''): string {
  return `${OEMBED}?url=${encodeURIComponent(pageUrl)}${extra}`;
}

describe('oEmbed provider and discovery', () => {
  const suite = adminSuite(pgliteDriver);

  it('answers a published map\'s page with a rich JSON embed whose html is the fitting iframe', async () => {
    const answer = await suite.app.inject({ url: oembedOf(`${SERVER}/map/2`, '&maxwidth=640') });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const body = answer.json<Record<string, unknown>>();
    expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Map Studio', title: 'World', width: 640, height: 500 });
    expect(body.html).toContain(`<iframe src="${SERVER}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="2"]')}"`);
    expect(body.html).toContain('data-mapsvg-embed');
    expect(body.html).toContain(`<script type="module" src="${SERVER}/dist/embed-frame.js"></script>`);
  });

  it('answers 501 for the xml format, 404 for unknown or unpublished maps and other addresses', async () => {
    const xml = await suite.app.inject({ url: oembedOf(`${SERVER}/map/2`, '&format=xml') });
    expect(xml.statusCode).toBe(501);
    expect(xml.json()).toMatchObject({ code: 'oembed_format_not_implemented', data: { status: 501 } });
    expect((await suite.app.inject({ url: oembedOf(`${SERVER}/map/987654`) })).statusCode).toBe(404);
    expect((await suite.app.inject({ url: oembedOf(`${SERVER}/admin/`) })).statusCode).toBe(404);
    expect((await suite.app.inject({ url: oembedOf('not an address') })).statusCode).toBe(404);
    expect((await suite.app.inject({ url: OEMBED })).statusCode).toBe(400);

    const created = await suite.app.inject({ method: 'POST', url: `${API}/maps`, headers: adminHeaders(suite.login), payload: { map: { title: 'Half-built', status: 0, options: { source: '/maps/geo-calibrated-usa.svg' } } } });
    const draft = created.json<{ map: { id: number } }>().map.id;
    expect((await suite.app.inject({ url: oembedOf(`${SERVER}/map/${draft}`) })).statusCode).toBe(404);
    expect((await suite.app.inject({ url: `/map/${draft}` })).statusCode).toBe(404);
  });

  it('links each published map\'s public page to its oEmbed answer', async () => {
    const page = await suite.app.inject({ url: '/map/2' });
    expect(page.statusCode).toBe(200);
    const href = `${SERVER}${OEMBED}?url=${encodeURIComponent(`${SERVER}/map/2`)}`.replace(/&/g, '&amp;');
    expect(page.body).toContain(`<link rel="alternate" type="application/json+oembed" href="${href}" title="World">`);
    expect(page.body).toContain('class="mapsvg" data-map-id="2"');
    const discovered = /type="application\/json\+oembed" href="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect((await suite.app.inject({ url: discovered.slice(SERVER.length) })).json()).toMatchObject({ type: 'rich', title: 'World' });
    expect((await suite.app.inject({ url: '/map/987654' })).statusCode).toBe(404);
  });
});
