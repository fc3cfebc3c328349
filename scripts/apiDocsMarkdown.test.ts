import { describe, expect, it } from 'vitest';
import { renderApiDocs, typeWords, type OpenApiDocument } from './apiDocsMarkdown';

const document: OpenApiDocument = {
  info: { title: 'Test API', version: '1', description: 'About it.' },
  tags: [{ name: 'maps', description: 'Maps.' }, { name: 'empty', description: 'No routes.' }],
  paths: {
    '/wp-json/mapsvg/v1/maps/{id}': {
      put: {
        summary: 'Update a map',
        tags: ['maps'],
        security: [{ cookieSession: [], wpNonce: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$', description: 'Numeric id.' } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['map'], properties: { map: { anyOf: [{ type: 'string' }, { type: 'object' }], description: 'The map | JSON.' } } } } } },
      },
      get: { summary: 'Read a map', tags: ['maps'] },
    },
  },
};

describe('renderApiDocs', () => {
  it('writes one section per tag with routes, reads first, then who may call them, parameters and body fields', () => {
    const page = renderApiDocs(document);
    expect(page).toContain('## maps\n\nMaps.');
    expect(page).not.toContain('## empty');
    expect(page.indexOf('### `GET /wp-json/mapsvg/v1/maps/{id}`')).toBeLessThan(page.indexOf('### `PUT /wp-json/mapsvg/v1/maps/{id}`'));
    expect(page).toContain('Read a map.\nAccess: public.');
    expect(page).toContain('Update a map.\nAccess: admin (session cookie and `X-WP-Nonce` header).');
    expect(page).toContain('| `id` | path | string (`^\\d+$`) | yes | Numeric id. |');
    expect(page).toContain('| `map` | string or object | yes | The map \\| JSON. |');
    expect(page.endsWith('\n')).toBe(true);
  });

  it('names types in words', () => {
    expect(typeWords({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
    expect(typeWords({ const: true })).toBe('`true`');
    expect(typeWords({})).toBe('any');
  });
});
