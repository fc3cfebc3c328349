import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { ApiError, asServiceError, toWpError } from './errors';

/** A server with one schema-checked route, answering errors the way the app does. */
async function schemaCheckedServer() {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    const body = toWpError(error);
    return reply.code(body.data.status).send(body);
  });
  app.put('/maps/:id', {
    schema: {
      params: Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) }),
      querystring: Type.Object({ perpage: Type.Optional(Type.Integer({ minimum: 1 })) }),
      body: Type.Object({ map: Type.Object({ status: Type.Optional(Type.Integer()) }), note: Type.String() }),
    },
  }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('toWpError', () => {
  it('names the parameter a route schema refused, as WordPress does', async () => {
    const app = await schemaCheckedServer();
    const badId = await app.inject({ method: 'PUT', url: '/maps/abc', payload: { map: {}, note: '' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): id',
      data: { status: 400, params: { id: 'id must match pattern "^\\d{1,9}$".' } },
    });
    const nested = await app.inject({ method: 'PUT', url: '/maps/1', payload: { map: { status: 'draft' }, note: '' } });
    expect(nested.json()).toMatchObject({ code: 'rest_invalid_param', message: 'Invalid parameter(s): map.status', data: { status: 400 } });
    const query = await app.inject({ method: 'PUT', url: '/maps/1?perpage=0', payload: { map: {}, note: '' } });
    expect(query.json()).toMatchObject({ code: 'rest_invalid_param', message: 'Invalid parameter(s): perpage' });
    await app.close();
  });

  it('answers a missing parameter with rest_missing_callback_param and its name', async () => {
    const app = await schemaCheckedServer();
    const response = await app.inject({ method: 'PUT', url: '/maps/1', payload: { map: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): note',
      data: { status: 400, params: ['note'] },
    });
    await app.close();
  });

  it('keeps the status, code and details of errors thrown on purpose, and hides unknown ones', () => {
    expect(toWpError(new ApiError(404, 'rest_map_not_found', 'Map not found.'))).toEqual({ code: 'rest_map_not_found', message: 'Map not found.', data: { status: 404 } });
    expect(toWpError(new Error('password=secret'))).toEqual({
      code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 },
    });
  });
});

describe('database errors a visitor can only wait out', () => {
  it('answers 503 with a time to come back while PostgreSQL cannot be reached, not a critical error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shuttingDown = Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
    for (const lost of [refused, shuttingDown, new Error('Connection terminated unexpectedly')]) {
      const mapped = asServiceError(lost);
      expect(mapped).toBeInstanceOf(ApiError);
      expect((mapped as ApiError).retryAfterSeconds).toBeGreaterThan(0);
      expect(toWpError(lost)).toMatchObject({ code: 'rest_database_unavailable', data: { status: 503 } });
    }
  });

  it('answers 503 for a statement PostgreSQL stopped (statement_timeout, cancel)', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(toWpError(cancelled)).toMatchObject({ code: 'rest_read_timeout', data: { status: 503 } });
  });

  it('leaves other errors as they were', () => {
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(asServiceError(duplicate)).toBe(duplicate);
  });
});
