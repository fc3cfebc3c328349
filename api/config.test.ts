import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, DEFAULT_PUBLIC_READ_LIMITS, readConfig, readTrustProxy } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8080 with data in ./data and PGlite', () => {
    expect(readConfig({})).toEqual({ port: 8080, host: '127.0.0.1', dataDir: path.resolve('data'), databaseUrl: undefined, adminPassword: undefined, trustProxy: false, demoCities: true, placeIndexAtStart: true, connections: DEFAULT_CONNECTION_LIMITS, publicReads: DEFAULT_PUBLIC_READ_LIMITS, storage: { kind: 'local' }, cdnMaxAge: 0, redisUrl: undefined, logLevel: 'warn', feedbackLimit: 30, smtpUrl: undefined });
  });

  it('reads every variable', () => {
    const config = readConfig({ PORT: '9000', HOST: '0.0.0.0', MAPSVG_DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', MAPSVG_ADMIN_PASSWORD: 'pw', MAPSVG_DEMO_CITIES: 'off', MAPSVG_PLACE_INDEX_AT_START: 'off', MAPSVG_CDN_MAX_AGE: '60', REDIS_URL: 'redis://r', LOG_LEVEL: 'Info', MAPSVG_FEEDBACK_LIMIT: '0', SMTP_URL: 'smtp://m' });
    expect(config).toEqual({ port: 9000, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', adminPassword: 'pw', trustProxy: false, demoCities: false, placeIndexAtStart: false, connections: DEFAULT_CONNECTION_LIMITS, publicReads: DEFAULT_PUBLIC_READ_LIMITS, storage: { kind: 'postgres' }, cdnMaxAge: 60, redisUrl: 'redis://r', logLevel: 'info', feedbackLimit: 0, smtpUrl: 'smtp://m' });
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

  it('reads the timeouts in seconds and the connection caps, and names bad values', () => {
    expect(readConfig({ MAPSVG_REQUEST_TIMEOUT: '2.5', MAPSVG_MAX_CONNECTIONS_PER_CLIENT: '0' }).connections).toMatchObject({ requestTimeoutMs: 2500, maxConnectionsPerClient: 0 });
    expect(() => readConfig({ MAPSVG_IDLE_TIMEOUT: '0' })).toThrow('MAPSVG_IDLE_TIMEOUT must be a number of seconds above 0, got "0".');
    expect(() => readConfig({ MAPSVG_MAX_CONNECTIONS: '0' })).toThrow('MAPSVG_MAX_CONNECTIONS must be a whole number of 1 or more, got "0".');
  });

  it('names bad values of the other settings', () => {
    expect(() => readConfig({ MAPSVG_CDN_MAX_AGE: '-1' })).toThrow('MAPSVG_CDN_MAX_AGE must be a whole number of 0 or more, got "-1".');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".');
    expect(() => readConfig({ MAPSVG_FEEDBACK_LIMIT: 'many' })).toThrow(/MAPSVG_FEEDBACK_LIMIT must be a whole number/);
    expect(() => readConfig({ MAPSVG_STORAGE: 'ftp' })).toThrow(/MAPSVG_STORAGE must be local, postgres or s3/);
  });

  it('names a bad port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty".');
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT must be/);
  });
});
