import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMap } from '../../api/repositories/mapsRepository';
import { insertPost } from '../../api/repositories/postsRepository';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type TestApp } from './harness';

describe.each(testDrivers())('site pages on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('shows every published demo map as a container on the public page', async () => {
    const response = await testApp.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body.match(/class="mapsvg" data-map-id="\d+"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(response.body).toContain('United States');
  });

  it('keeps draft maps off the public page and out of the visitor API', async () => {
    const draft = await insertMap(testApp.db, { title: 'Secret draft', status: 0, options: {} });
    const page = await testApp.app.inject({ url: '/' });
    expect(page.body).not.toContain('Secret draft');
    const api = await testApp.app.inject({ url: `/wp-json/mapsvg/v1/maps/${draft.id}` });
    expect(api.statusCode).toBe(404);
    const login = await loginAsAdmin(testApp.app);
    const asAdmin = await testApp.app.inject({ url: `/wp-json/mapsvg/v1/maps/${draft.id}`, headers: { cookie: login.cookie } });
    expect(asAdmin.json().map.title).toBe('Secret draft');
  });

  it('sends a visitor of /admin/ to the login page', async () => {
    const response = await testApp.app.inject({ url: '/admin/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin/login');
    const login = await testApp.app.inject({ url: '/admin/login' });
    expect(login.body).toContain('<form method="post" action="/admin/login"');
  });

  it('renders a map shortcode as a full-width embed page and as an HTML fragment', async () => {
    const shortcode = encodeURIComponent('[mapsvg id="1"]');
    const page = await testApp.app.inject({ url: `/embed/shortcode?shortcode=${shortcode}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main class="embed-main"><link rel="preload" as="fetch" href="/maps/geo-calibrated-usa.svg?v=1" crossorigin><div class="mapsvg" data-map-id="1"');
    // Shown in other sites' frames, the embed page links no icon; the site's own pages do.
    expect(page.body).not.toContain('rel="icon"');
    expect((await testApp.app.inject({ url: '/' })).body).toContain('<link rel="icon" href="/favicon.ico"');
    // Without a form on the page the contact-form script would only report a missing setup.
    expect(page.body).not.toMatch(/src="\/dist\/contact-form[^"]*\.js"/);
    const fragment = await testApp.app.inject({ url: `/wp-admin/admin-ajax.php?action=mapsvg_shortcode&shortcode=${shortcode}` });
    expect(fragment.body).toMatch(/^<div class="mapsvg" data-map-id="1" data-state="loading"><script type="application\/json" class="mapsvg-answer">.*<\/script><\/div>$/s);
  });

  it('puts a published map\'s answer in its container, the same the visitor API gives, safe inside the page', async () => {
    const hostile = await insertMap(testApp.db, { title: 'Tricky </script><img src=x onerror=alert(1)> title', status: 1, options: { source: '/maps/usa.svg', templates: { popoverRegion: '<b>{{title}}</b></script>' } } });
    const page = await testApp.app.inject({ url: `/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${hostile.id}"]`)}` });
    const script = /<script type="application\/json" class="mapsvg-answer">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(script).not.toContain('<');
    const embedded = JSON.parse(script) as { map: { id: number; title: string; options: unknown }; precompiledTemplates: unknown };
    const api = (await testApp.app.inject({ url: `/wp-json/mapsvg/v1/maps/${hostile.id}` })).json() as typeof embedded;
    expect(embedded.map).toEqual({ id: api.map.id, title: api.map.title, options: api.map.options });
    expect(embedded.precompiledTemplates).toEqual(api.precompiledTemplates);
    // A draft stays private: its container carries nothing, and the viewer's request gets a 404.
    const draft = await insertMap(testApp.db, { title: 'Draft map', status: 0, options: { source: '/maps/usa.svg' } });
    const draftPage = await testApp.app.inject({ url: `/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${draft.id}"]`)}` });
    expect(draftPage.body).toContain(`<div class="mapsvg" data-map-id="${draft.id}" data-state="loading"></div>`);
    expect(draftPage.body).not.toContain('Draft map');
  });

  it("tells the page's viewer whether the map's tables add anything to its first frame", async () => {
    const login = await loginAsAdmin(testApp.app);
    const headers = { cookie: login.cookie, 'x-wp-nonce': login.nonce };
    const created = await testApp.app.inject({ method: 'POST', url: '/wp-json/mapsvg/v1/maps/', headers, payload: { map: { title: 'Start data', status: 1, options: { source: '/maps/usa.svg' } } } });
    const id = (created.json() as { map: { id: number } }).map.id;
    const startData = async () => {
      const page = await testApp.app.inject({ url: `/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${id}"]`)}` });
      const script = /<script type="application\/json" class="mapsvg-answer">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
      return (JSON.parse(script) as { startData: unknown }).startData;
    };
    expect(await startData()).toEqual({ hasRecords: false, hasRegionStatuses: false });
    const region = await testApp.app.inject({ method: 'POST', url: `/wp-json/mapsvg/v1/regions/regions_${id}`, headers, payload: { region: { id: 'US-TX', title: 'Texas' } } });
    expect(region.statusCode).toBeLessThan(300);
    expect(await startData()).toEqual({ hasRecords: false, hasRegionStatuses: false });
    await testApp.app.inject({ method: 'PUT', url: `/wp-json/mapsvg/v1/regions/regions_${id}/US-TX`, headers, payload: { region: { id: 'US-TX', status: 0 } } });
    expect(await startData()).toEqual({ hasRecords: false, hasRegionStatuses: true });
    const record = await testApp.app.inject({ method: 'POST', url: `/wp-json/mapsvg/v1/objects/objects_${id}`, headers, payload: { object: { title: 'A store' } } });
    expect(record.statusCode).toBeLessThan(300);
    expect(await startData()).toEqual({ hasRecords: true, hasRegionStatuses: true });
  });

  it('tells the browser about each map file at once, at the address the viewer fetches it from, for the first map of a page only (the viewer starts the others as the visitor scrolls near them)', async () => {
    const login = await loginAsAdmin(testApp.app);
    const headers = { cookie: login.cookie, 'x-wp-nonce': login.nonce };
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const options = { source: i === 1 ? '/maps/file-0.svg' : `/maps/file-${i}.svg`, svgFileLastChanged: 7 };
      const created = await testApp.app.inject({ method: 'POST', url: '/wp-json/mapsvg/v1/maps/', headers, payload: { map: { title: `Preload ${i}`, status: 1, options } } });
      ids.push((created.json() as { map: { id: number } }).map.id);
    }
    const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin>/g)].map((match) => match[1]);
    const embed = await testApp.app.inject({ url: `/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${ids[2]}"]`)}` });
    expect(preloadsOf(embed.body)).toEqual(['/maps/file-2.svg?v=7']);
    const post = await insertPost(testApp.db, { post_type: 'page', title: 'Many maps', url: '/many-maps', content: ids.map((id) => `[mapsvg id="${id}"]`).join('\n') });
    const page = await testApp.app.inject({ url: `/embed/post?post=${post.id}` });
    // The maps below the first one may never come near the window: their files wait for it.
    expect(preloadsOf(page.body)).toEqual(['/maps/file-0.svg?v=7']);
  });

  it('refuses an unknown shortcode or action with a clear error', async () => {
    const unknown = await testApp.app.inject({ url: `/embed/shortcode?shortcode=${encodeURIComponent('<script>alert(1)</script>')}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_shortcode');
    for (const shortcode of [`[mapsvg id='1" onload="x']`, '[gallery id="1"]']) {
      const refused = await testApp.app.inject({ url: `/embed/shortcode?shortcode=${encodeURIComponent(shortcode)}` });
      expect(refused.statusCode, shortcode).toBe(400);
      expect(refused.json().code).toBe('invalid_shortcode');
    }
    const action = await testApp.app.inject({ url: '/wp-admin/admin-ajax.php?action=delete_everything' });
    expect(action.statusCode).toBe(400);
    expect(action.json().code).toBe('invalid_action');
  });

  it('renders an embedded post with its shortcodes expanded and its text escaped', async () => {
    const response = await testApp.app.inject({ url: '/embed/post?post=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Where we are</h1>');
    expect(response.body).toContain('data-map-id="1"');
    const missing = await testApp.app.inject({ url: '/embed/post?post=424242' });
    expect(missing.statusCode).toBe(404);
  });
});
