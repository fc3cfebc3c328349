import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { testDrivers } from './drivers';
import { startTestApp, type TestApp } from './harness';
import { renderApiDocs, type OpenApiDocument as DocumentForDocs } from '../../scripts/apiDocsMarkdown';

const DOCUMENT_URL = '/wp-json/mapsvg/v1/openapi.json';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every `METHOD /path` the app answers, read from Fastify's own route tree (`printRoutes`), so
 * the list does not depend on the plugin that builds the document. Each line of the tree adds
 * its segment to its parent's path; HEAD is Fastify's automatic twin of GET.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** How the document writes a route: aliases with a trailing or doubled slash folded, `{param}`. */
function documentedForm(route: string): string {
  const [method, path] = route.split(' ') as [string, string];
  const folded = path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1').replace(/:(\w+)/g, '{$1}');
  return `${method.toLowerCase()} ${folded}`;
}

function documentedRoutes(document: OpenApiDocument): Set<string> {
  return new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`)));
}

describe.each(testDrivers())('OpenAPI document on $name', (driver) => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    document = (await testApp.app.inject(DOCUMENT_URL)).json<OpenApiDocument>();
  });
  afterAll(async () => { await testApp.close(); });

  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\./);
    // The validator dereferences in place: it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('lists every route the app registers under the REST root, with its method, and nothing else', () => {
    const registered = registeredRoutes(testApp.app);
    expect(registered).toContain('POST /wp-json/mapsvg/v1/auth/login');
    const rest = registered.filter((route) => route.split(' ')[1]!.startsWith('/wp-json/'));
    const expected = new Set(rest.map(documentedForm));
    expect(expected.size).toBeGreaterThan(60);
    const documented = documentedRoutes(document);
    expect([...expected].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !expected.has(route))).toEqual([]);
  });

  it('gives every operation a tag the document describes and a summary its route wrote', () => {
    const tagNames = new Set(document.tags.map((tag) => tag.name));
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.every((tag) => tagNames.has(tag)), `${method} ${path}`).toBe(true);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        // The document falls back to "METHOD /path" for a route that declares no summary.
        expect(operation.summary, `${method} ${path}`).not.toMatch(/^[A-Z, ]+ \//);
      }
    }
  });

  it('declares the session (and the nonce for writes) on admin routes, none on public reads', () => {
    expect(document.paths['/wp-json/mapsvg/v1/maps']?.post?.security).toEqual([{ cookieSession: [], wpNonce: [] }]);
    expect(document.paths['/wp-json/mapsvg/v1/schemas']?.get?.security).toEqual([{ cookieSession: [] }]);
    expect(document.paths['/wp-json/contact-form-7/v1/submissions']?.get?.security).toEqual([{ cookieSession: [] }]);
    expect(document.paths['/wp-json/mapsvg/v1/maps/{id}']?.get?.security).toBeUndefined();
    expect(document.paths['/wp-json/contact-form-7/v1/contact-forms/{id}/feedback']?.post?.security).toBeUndefined();
  });

  it('is public and cacheable, and a matching If-None-Match answers 304', async () => {
    const first = await testApp.app.inject(DOCUMENT_URL);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public/);
    const again = await testApp.app.inject({ url: DOCUMENT_URL, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('matches docs/rest-api.md: the checked-in page is what `npm run api-docs` writes', () => {
    const page = readFileSync(path.resolve(import.meta.dirname, '../../docs/rest-api.md'), 'utf8');
    expect(page, 'docs/rest-api.md is stale: run `npm run api-docs`').toBe(renderApiDocs(document as unknown as DocumentForDocs));
  });
});
