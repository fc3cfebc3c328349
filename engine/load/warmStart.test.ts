// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareMapFile, takePreparedMapFile } from './warmStart';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path id="US-TX" d="M0 0H10V10H0Z"/><path id="US-OH" d="M20 0H30V10H20Z"/></svg>';

afterEach(() => vi.unstubAllGlobals());

describe('a map file prepared ahead of its engine', () => {
  it('is fetched once and handed, parsed, to the engine asking for the same file and options, once', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(SVG, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('Worker', undefined);
    const request = { source: '/maps/usa.svg', svgFileLastChanged: 3, regionPrefix: 'US-' };
    prepareMapFile(request);
    prepareMapFile(request);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/maps/usa.svg?v=3');
    const result = await takePreparedMapFile({ ...request, viewBox: null });
    expect(result?.document.regions.map((region) => region.id)).toEqual(['TX', 'OH']);
    expect(takePreparedMapFile(request)).toBeNull();
  });

  it('is not taken by an engine asking for another version, prefix or view box', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(SVG, { status: 200 })));
    vi.stubGlobal('Worker', undefined);
    prepareMapFile({ source: '/maps/usa.svg', svgFileLastChanged: 3 });
    expect(takePreparedMapFile({ source: '/maps/usa.svg', svgFileLastChanged: 4 })).toBeNull();
    expect(takePreparedMapFile({ source: '/maps/usa.svg', svgFileLastChanged: 3, regionPrefix: 'US-' })).toBeNull();
    expect(takePreparedMapFile({ source: '/maps/usa.svg', svgFileLastChanged: 3, viewBox: [0, 0, 50, 50] })).toBeNull();
    expect(takePreparedMapFile({ source: '/maps/usa.svg', svgFileLastChanged: 3 })).not.toBeNull();
  });

  it('keeps one prepared file per map of the page, each for its own engine', () => {
    const fetchMock = vi.fn(async () => new Response(SVG, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('Worker', undefined);
    prepareMapFile({ source: '/maps/usa.svg' });
    prepareMapFile({ source: '/maps/world.svg' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(takePreparedMapFile({ source: '/maps/usa.svg' })).not.toBeNull();
    expect(takePreparedMapFile({ source: '/maps/world.svg' })).not.toBeNull();
  });
});
