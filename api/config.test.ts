import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, readTrustProxy } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8080 with data in ./data and PGlite', () => {
    expect(readConfig({})).toEqual({ port: 8080, host: '127.0.0.1', dataDir: path.resolve('data'), databaseUrl: undefined, adminPassword: undefined, trustProxy: false, demoCities: true, placeIndexAtStart: true });
  });

  it('reads every variable', () => {
    const config = readConfig({ PORT: '9000', HOST: '0.0.0.0', MAPSVG_DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', MAPSVG_ADMIN_PASSWORD: 'pw', MAPSVG_DEMO_CITIES: 'off', MAPSVG_PLACE_INDEX_AT_START: 'off' });
    expect(config).toEqual({ port: 9000, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', adminPassword: 'pw', trustProxy: false, demoCities: false, placeIndexAtStart: false });
  });

  it('seeds the World cities records unless MAPSVG_DEMO_CITIES turns them off', () => {
    for (const value of ['0', 'off', 'FALSE', ' no ']) expect(readConfig({ MAPSVG_DEMO_CITIES: value }).demoCities).toBe(false);
    for (const value of ['', '1', 'on', 'true']) expect(readConfig({ MAPSVG_DEMO_CITIES: value }).demoCities).toBe(true);
  });

  it('reads MAPSVG_TRUST_PROXY as none, all, a hop count or a list of addresses', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy(' false ')).toBe(false);
    expect(readTrustProxy('TRUE')).toBe(true);
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(readConfig({ MAPSVG_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('names a bad port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty".');
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT must be/);
  });
});
