import { describe, expect, it } from 'vitest';
import { isConnectionLost, isReadOnlyStatement } from './connectionLoss';

describe('isConnectionLost', () => {
  it('knows a terminated backend, a connection exception and a dropped socket', () => {
    expect(isConnectionLost({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isConnectionLost({ code: '08006', message: 'connection failure' })).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
  });

  it('leaves statement errors alone', () => {
    expect(isConnectionLost({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(false);
    expect(isConnectionLost({ code: '42P01', message: 'relation "x" does not exist' })).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});

describe('isReadOnlyStatement', () => {
  it('retries plain reads only', () => {
    expect(isReadOnlyStatement('  select id from maps where id = $1')).toBe(true);
    expect(isReadOnlyStatement('INSERT INTO maps (title) VALUES ($1)')).toBe(false);
    expect(isReadOnlyStatement('WITH stored AS (INSERT INTO t DEFAULT VALUES RETURNING id) SELECT * FROM stored')).toBe(false);
    expect(isReadOnlyStatement('SELECT id FROM maps FOR UPDATE')).toBe(false);
    expect(isReadOnlyStatement("SELECT nextval('maps_id_seq')")).toBe(false);
  });
});
