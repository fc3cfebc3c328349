import { describe, expect, it } from 'vitest';
import { fetchSvg, svgUrl } from './fetchSvg';
import { MapLoadError } from './messages';

const respond = (status: number, body = '<svg/>') => async () => new Response(body, { status });

describe('svgUrl', () => {
  it('adds the version parameter', () => {
    expect(svgUrl({ source: '/maps/usa.svg', svgFileLastChanged: 3 })).toBe('/maps/usa.svg?v=3');
    expect(svgUrl({ source: '/maps/usa.svg?x=1', svgFileLastChanged: 3 })).toBe('/maps/usa.svg?x=1&v=3');
    expect(svgUrl({ source: '/maps/usa.svg' })).toBe('/maps/usa.svg');
  });
});

describe('fetchSvg', () => {
  it('returns the file text', async () => {
    await expect(fetchSvg({ source: '/a.svg' }, respond(200, '<svg id="x"/>'))).resolves.toBe('<svg id="x"/>');
  });

  it('throws the empty-source message without fetching', async () => {
    let called = false;
    const error = await fetchSvg({ source: ' ' }, async () => { called = true; return new Response(''); }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapLoadError);
    expect((error as MapLoadError).message).toBe('MapSVG: please provide SVG file source.');
    expect(called).toBe(false);
  });

  it('names the missing file and the documentation on 404', async () => {
    const error = (await fetchSvg({ source: '/maps/gone.svg' }, respond(404)).catch((e: unknown) => e)) as MapLoadError;
    expect(error.kind).toBe('not-found');
    expect(error.message).toContain('file not found - /maps/gone.svg');
    expect(error.message).toContain('https://');
  });

  it('reports any other failure as unknown', async () => {
    for (const fetchFn of [respond(500), async () => { throw new TypeError('network'); }]) {
      const error = (await fetchSvg({ source: '/a.svg' }, fetchFn as typeof fetch).catch((e: unknown) => e)) as MapLoadError;
      expect(error.message).toBe("MapSVG: can't load SVG file for unknown reason. Please contact support");
    }
  });

  it('marks network and server failures as worth a retry, but not refusals or 404', async () => {
    const kinds: Array<[typeof fetch, boolean]> = [
      [respond(503) as typeof fetch, true],
      [(async () => { throw new TypeError('network'); }) as typeof fetch, true],
      [respond(403) as typeof fetch, false],
      [respond(404) as typeof fetch, false],
    ];
    for (const [fetchFn, retryable] of kinds) {
      const error = (await fetchSvg({ source: '/a.svg' }, fetchFn).catch((e: unknown) => e)) as MapLoadError;
      expect(error.retryable).toBe(retryable);
    }
  });
});
