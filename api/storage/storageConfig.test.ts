import { describe, expect, it } from 'vitest';
import { readStorageConfig } from './openFileStorage';

describe('choosing where uploaded files are kept', () => {
  it('keeps them in the data folder with the embedded database and in PostgreSQL with DATABASE_URL', () => {
    expect(readStorageConfig({}, undefined)).toEqual({ kind: 'local' });
    expect(readStorageConfig({}, 'postgres://db/site')).toEqual({ kind: 'postgres' });
    expect(readStorageConfig({ MAPSVG_STORAGE: 'local' }, 'postgres://db/site')).toEqual({ kind: 'local' });
  });

  it('reads the bucket, endpoint, region, prefix and path style of S3-compatible storage', () => {
    expect(readStorageConfig({
      MAPSVG_STORAGE: 'S3', MAPSVG_S3_BUCKET: 'maps', MAPSVG_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MAPSVG_S3_REGION: 'eu-west-1', MAPSVG_S3_PREFIX: 'site/', MAPSVG_S3_FORCE_PATH_STYLE: 'true',
    }, undefined)).toEqual({
      kind: 's3',
      s3: { bucket: 'maps', endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1', prefix: 'site/', forcePathStyle: true },
    });
  });

  it('stops the start with a message naming what is missing or wrong', () => {
    expect(() => readStorageConfig({ MAPSVG_STORAGE: 'ftp' }, undefined)).toThrow('MAPSVG_STORAGE must be local, postgres or s3, got "ftp".');
    expect(() => readStorageConfig({ MAPSVG_STORAGE: 'postgres' }, undefined)).toThrow(/needs DATABASE_URL/);
    expect(() => readStorageConfig({ MAPSVG_STORAGE: 's3' }, undefined)).toThrow(/needs MAPSVG_S3_BUCKET/);
  });
});
