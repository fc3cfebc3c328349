import { describe, expect, it } from 'vitest';
import { ApiFetchError, createApiFetch, endpointUrl, type FetchLike } from './apiClient';

const config = { root: 'https://site.example/wp-json/', namespace: 'contact-form-7/v1' };

function answering(status: number, body: () => unknown): { fetch: FetchLike; calls: { url: string; init: RequestInit }[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return { status, json: async () => body() };
    },
  };
}

describe('apiFetch', () => {
  it('calls root + namespace + endpoint, asking for JSON and never sending the admin nonce', async () => {
    const { fetch, calls } = answering(200, () => ({ rules: [] }));
    const apiFetch = createApiFetch(config, fetch);
    expect(await apiFetch({ endpoint: 'contact-forms/3/feedback/schema' })).toEqual({ rules: [] });
    expect(calls[0]?.url).toBe('https://site.example/wp-json/contact-form-7/v1/contact-forms/3/feedback/schema');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json, */*;q=0.1');
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('x-wp-nonce');
  });

  it('posts the FormData body as it is', async () => {
    const { fetch, calls } = answering(200, () => ({ status: 'mail_sent' }));
    const body = new FormData();
    body.append('your-name', 'Ann');
    await createApiFetch(config, fetch)({ endpoint: 'contact-forms/3/feedback', method: 'POST', body });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(body);
  });

  it('rejects a network failure as fetch_error "You are probably offline."', async () => {
    const apiFetch = createApiFetch(config, async () => { throw new TypeError('Failed to fetch'); });
    await expect(apiFetch({ endpoint: 'x' })).rejects.toEqual(new ApiFetchError('fetch_error', 'You are probably offline.'));
  });

  it('rejects a 2xx body that is not JSON as invalid_json', async () => {
    const apiFetch = createApiFetch(config, answering(200, () => { throw new SyntaxError('Unexpected token <'); }).fetch);
    await expect(apiFetch({ endpoint: 'x' })).rejects.toMatchObject({ code: 'invalid_json', message: 'The response is not a valid JSON response.' });
  });

  it('rejects non-2xx answers with the server error code, and yields null for 204', async () => {
    const notFound = createApiFetch(config, answering(404, () => ({ code: 'wpcf7_not_found', message: 'The requested contact form was not found.' })).fetch);
    await expect(notFound({ endpoint: 'x' })).rejects.toMatchObject({ code: 'wpcf7_not_found', status: 404 });
    const broken = createApiFetch(config, answering(502, () => { throw new SyntaxError('html'); }).fetch);
    await expect(broken({ endpoint: 'x' })).rejects.toMatchObject({ code: 'http_error', status: 502 });
    expect(await createApiFetch(config, answering(204, () => { throw new Error('no body'); }).fetch)({ endpoint: 'x' })).toBeNull();
  });

  it('joins roots with or without trailing slashes and query-string roots', () => {
    expect(endpointUrl({ root: '/wp-json', namespace: '/contact-form-7/v1/' }, '/refill')).toBe('/wp-json/contact-form-7/v1/refill');
    expect(endpointUrl({ root: '/?rest_route=/', namespace: 'contact-form-7/v1' }, 'refill')).toBe('/?rest_route=/contact-form-7/v1/refill');
  });
});
