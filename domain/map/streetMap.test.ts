import { describe, expect, it } from 'vitest';
import { migrateMapOptions } from './migrateMapOptions';
import { resolveStreetMap } from './streetMap';

const SERVER = 'https://maps.example.com';

describe('resolveStreetMap', () => {
  it('has no layer while the street map is off or a custom choice has no address', () => {
    expect(resolveStreetMap({}, SERVER)).toBeNull();
    expect(resolveStreetMap({ baseMap: { on: false, tiles: 'server' } }, SERVER)).toBeNull();
    expect(resolveStreetMap({ baseMap: { on: true, tiles: 'custom', url: '  ' } }, SERVER)).toBeNull();
  });

  it('gives OpenStreetMap its address and the credit its terms ask for', () => {
    expect(resolveStreetMap({ baseMap: { on: true, tiles: 'openstreetmap' } }, SERVER)).toEqual({
      provider: 'xyz', url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright', maxZoom: 19, waitForConsent: false,
    });
  });

  it('puts the server tiles on the Map Studio server, and keeps a custom address and credit', () => {
    expect(resolveStreetMap({ baseMap: { on: true, tiles: 'server', waitForConsent: true } }, SERVER))
      .toMatchObject({ provider: 'xyz', url: `${SERVER}/tiles/{z}/{x}/{y}.png`, waitForConsent: true });
    expect(resolveStreetMap({ baseMap: { on: true, tiles: 'custom', url: 'https://t.example/{z}/{x}/{y}.png', attribution: ' © Example ' } }, SERVER))
      .toEqual({ provider: 'xyz', url: 'https://t.example/{z}/{x}/{y}.png', attribution: '© Example', waitForConsent: false });
  });

  it('chooses Google Maps from the tiles choice, or from a map saved with googleMaps.on', () => {
    expect(resolveStreetMap({ baseMap: { on: true, tiles: 'google' } }, SERVER)).toEqual({ provider: 'google', waitForConsent: false });
    expect(resolveStreetMap({ googleMaps: { on: true } }, SERVER)).toEqual({ provider: 'google', waitForConsent: false });
  });

  it('is reached from older Google maps through the migration, whose one switch turns it off', () => {
    const migrated = migrateMapOptions({ googleMaps: { on: true, apiKey: 'k' } });
    expect(migrated.googleMaps).toEqual({ on: false, apiKey: 'k' });
    expect(migrated.baseMap).toEqual({ on: true, tiles: 'google' });
    expect(resolveStreetMap({ ...migrated, baseMap: { ...migrated.baseMap, on: false } }, SERVER)).toBeNull();
  });
});
