import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SchemaField } from '../../domain/index';
import { defaultField } from '../../domain/index';
import type { AdminLogin } from './harness';

/** The mapsvg/v1 REST base. */
export const API = '/wp-json/mapsvg/v1';

/** Headers of a logged-in admin's mutating call. */
export function adminHeaders(login: AdminLogin): Record<string, string> {
  return { cookie: login.cookie, 'x-wp-nonce': login.nonce };
}

/** A field with the domain defaults of its type plus the given settings. */
export function field(type: SchemaField['type'], name: string, extra: Partial<SchemaField> = {}): SchemaField {
  return { ...defaultField(type), name, label: name, ...extra };
}

/** The fields of the store table most suites use. */
export function storeFields(): SchemaField[] {
  return [
    field('id', 'id'),
    field('text', 'title', { searchable: true }),
    field('textarea', 'description', { searchable: true }),
    field('select', 'category', { options: [{ label: 'Store', value: 'store' }, { label: 'Outlet', value: 'outlet' }, { label: 'Office', value: 'office' }] }),
    field('select', 'tags', { multiselect: true, options: [{ label: 'Parking', value: 'parking' }, { label: 'Coffee', value: 'coffee' }, { label: 'Late', value: 'late' }] }),
    field('text', 'rating', { db_type: 'int(11)' }),
    defaultField('location'),
    defaultField('region'),
  ];
}

/** Creates a schema (and its table) as the admin; throws when the server refuses. */
export async function createSchema(app: FastifyInstance, login: AdminLogin, name: string, fields: SchemaField[], type = 'object'): Promise<{ id: number; name: string }> {
  const response = await app.inject({ method: 'POST', url: `${API}/schemas/`, headers: adminHeaders(login), payload: { schema: { title: name, name, type, fields } } });
  if (response.statusCode !== 200) throw new Error(`Schema not created: ${response.body}`);
  return response.json<{ schema: { id: number; name: string } }>().schema;
}

/** Creates records through the REST API and returns them as the server answered. */
export async function createObjects(app: FastifyInstance, login: AdminLogin, table: string, records: Array<Record<string, unknown>>): Promise<Array<Record<string, unknown>>> {
  const created: Array<Record<string, unknown>> = [];
  for (const record of records) {
    const response = await app.inject({ method: 'POST', url: `${API}/objects/${table}/`, headers: adminHeaders(login), payload: { object: record } });
    if (response.statusCode !== 200) throw new Error(`Record not created: ${response.body}`);
    created.push(response.json<{ object: Record<string, unknown> }>().object);
  }
  return created;
}

/** GETs a list and returns the parsed body, failing loudly on an error status. */
export async function getJson<T = Record<string, unknown>>(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response: LightMyRequestResponse = await app.inject({ url, headers });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** A geo point record location. */
export function at(lat: number, lng: number): { img: string; geoPoint: { lat: number; lng: number } } {
  return { img: 'pin1_red.png', geoPoint: { lat, lng } };
}
