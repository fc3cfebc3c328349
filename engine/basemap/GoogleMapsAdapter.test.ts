import { describe, expect, it } from 'vitest';
import { GOOGLE_KEY_ERROR, GOOGLE_LOAD_ERROR, GoogleMapsAdapter, googleMapsScriptUrl, type ScriptLoader, type StreetMap } from './GoogleMapsAdapter';

/** A loader that records addresses and can fail, and lets the test fire the service's globals. */
function fakeLoader(fails = false) {
  const urls: string[] = [];
  const globals = new Map<string, () => void>();
  const loader: ScriptLoader = {
    load: async (url) => {
      urls.push(url);
      if (fails) throw new Error('offline');
    },
    onGlobal: (name, callback) => {
      globals.set(name, callback);
      return () => globals.delete(name);
    },
  };
  return { loader, urls, globals };
}

function recordingMap() {
  const calls: string[] = [];
  const map: StreetMap = { setCenter: (p) => calls.push(`center ${p.lat},${p.lng}`), setZoom: (z) => calls.push(`zoom ${z}`) };
  return { map, calls };
}

const element = {} as HTMLElement;

describe('Google Maps adapter', () => {
  it('loads the script with language en, the key and the asked-for libraries', () => {
    expect(googleMapsScriptUrl({ apiKey: 'K1' })).toBe('https://maps.googleapis.com/maps/api/js?language=en&key=K1');
    expect(googleMapsScriptUrl({ apiKey: 'K1', drawingTools: true, geometry: true })).toBe('https://maps.googleapis.com/maps/api/js?language=en&key=K1&libraries=drawing%2Cgeometry');
    expect(googleMapsScriptUrl({ apiKey: 'K1', geometry: true })).toContain('libraries=geometry');
  });

  it('creates the service map after the script loads and follows the camera', async () => {
    const { loader, urls } = fakeLoader();
    const { map, calls } = recordingMap();
    const adapter = new GoogleMapsAdapter(loader, () => map);
    const started = await adapter.start(element, { apiKey: 'K1' }, () => undefined);
    expect(started.ok).toBe(true);
    expect(urls).toHaveLength(1);
    adapter.follow({ lat: 40, lng: -100 }, 4.4);
    expect(calls).toEqual(['center 40,-100', 'zoom 4']);
  });

  it('reports a failed load so the layer is turned off', async () => {
    const { loader } = fakeLoader(true);
    const adapter = new GoogleMapsAdapter(loader, () => recordingMap().map);
    expect(await adapter.start(element, { apiKey: 'K1' }, () => undefined)).toEqual({ ok: false, error: GOOGLE_LOAD_ERROR });
  });

  it('reports "Google maps API key is incorrect." when the service rejects the key, and for a missing key', async () => {
    const { loader, globals } = fakeLoader();
    const late: string[] = [];
    const adapter = new GoogleMapsAdapter(loader, () => recordingMap().map);
    await adapter.start(element, { apiKey: 'wrong' }, (error) => late.push(error));
    globals.get('gm_authFailure')?.();
    expect(late).toEqual([GOOGLE_KEY_ERROR]);
    adapter.dispose();
    expect(globals.has('gm_authFailure')).toBe(false);
    const noKey = new GoogleMapsAdapter(fakeLoader().loader, () => recordingMap().map);
    expect(await noKey.start(element, { apiKey: '' }, () => undefined)).toEqual({ ok: false, error: GOOGLE_KEY_ERROR });
  });
});
