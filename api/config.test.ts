import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8080 with data in ./data and PGlite', () => {
    expect(readConfig({})).toEqual({ port: 8080, host: '127.0.0.1', dataDir: path.resolve('data'), databaseUrl: undefined, adminPassword: undefined });
  });

  it('reads every variable', () => {
    const config = readConfig({ PORT: '9000', HOST: '0.0.0.0', MAPSVG_DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', MAPSVG_ADMIN_PASSWORD: 'pw' });
    expect(config).toEqual({ port: 9000, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', adminPassword: 'pw' });
  });

  it('names a bad port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty".');
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT must be/);
  });
});
