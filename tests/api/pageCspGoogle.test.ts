import { describe, expect, it } from 'vitest';
import { adminSuite } from './harness';
import { testDrivers } from './drivers';
import { API, adminHeaders } from './dataHelpers';

const GOOGLE_SCRIPTS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/** The sources of one directive of a page's policy. */
function sources(policy: unknown, name: string): string[] {
  const directive = String(policy).split(';').map((part) => part.trim().split(/\s+/)).find((words) => words[0] === name);
  return directive?.slice(1) ?? [];
}

describe.each(testDrivers())('Google Maps hosts in the page policy on $name', (driver) => {
  const suite = adminSuite(driver);

  const createMap = async (title: string, googleOn: boolean, extra: Record<string, unknown> = {}): Promise<number> => {
    const response = await suite.app.inject({ method: 'POST', url: `${API}/maps/`, headers: adminHeaders(suite.login), payload: { map: { title, status: 1, options: { title, googleMaps: { on: googleOn, apiKey: 'K' }, ...extra } } } });
    expect(response.statusCode).toBe(200);
    return response.json<{ map: { id: number } }>().map.id;
  };
  const policyOf = async (url: string, cookie?: string) => {
    const response = await suite.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, url).toBe(200);
    return response.headers['content-security-policy'];
  };
  const embed = (id: number) => `/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${id}"]`)}`;

  it('allows no Google host on pages whose maps do not use the Google base map, and never a wildcard', async () => {
    const plain = await createMap('Plain map', false);
    for (const url of ['/', '/admin/login', embed(plain)]) {
      const policy = await policyOf(url);
      expect(String(policy), url).not.toMatch(/google|gstatic|\*\./);
    }
  });

  it('allows exactly Google Maps\' hosts on pages showing a map with the Google base map on, and on the admin', async () => {
    const plain = await createMap('Plain map', false);
    const google = await createMap('Street map', true);
    expect(String(await policyOf(embed(plain)))).not.toMatch(/google|gstatic/);
    for (const policy of [await policyOf(embed(google)), await policyOf('/'), await policyOf('/admin/', suite.login.cookie)]) {
      expect(sources(policy, 'script-src')).toEqual(["'self'", "'unsafe-eval'", ...GOOGLE_SCRIPTS]);
      expect(sources(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
      expect(sources(policy, 'font-src')).toEqual(["'self'", 'data:', 'https://fonts.gstatic.com']);
      expect(String(policy)).not.toContain('*.');
    }
  });

  it('allows them on a page whose map chooses Google Maps as its street map\'s tiles, not for keyless tiles', async () => {
    const keyless = await createMap('Keyless tiles', false, { baseMap: { on: true, tiles: 'server' } });
    const chosen = await createMap('Google tiles', false, { baseMap: { on: true, tiles: 'google' } });
    expect(String(await policyOf(embed(keyless)))).not.toMatch(/google|gstatic/);
    expect(sources(await policyOf(embed(chosen)), 'script-src')).toEqual(["'self'", "'unsafe-eval'", ...GOOGLE_SCRIPTS]);
  });

  it('allows them on a page whose map shows another map on a region click, which may be a Google one', async () => {
    await createMap('Street map', true);
    const switching = await createMap('Switching map', false, { actions: { region: { click: { showAnotherMap: true, showAnotherMapField: 'Region.map' } } } });
    expect(sources(await policyOf(embed(switching)), 'script-src')).toEqual(["'self'", "'unsafe-eval'", ...GOOGLE_SCRIPTS]);
  });
});
