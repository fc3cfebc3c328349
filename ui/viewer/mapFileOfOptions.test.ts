import { describe, expect, it } from 'vitest';
import { mapFileOfOptions } from '../../domain/map/mapFile';
import { engineOptions, resolveMapOptions } from './mapOptions';

/** What decides the engine's request for a map's file (see engine/load/mapFilePrep requestKey). */
function engineRequest(options: Record<string, unknown>) {
  const resolved = engineOptions(resolveMapOptions({ id: 1, title: 'Map', options }));
  return { source: resolved.source, svgFileLastChanged: resolved.svgFileLastChanged, regionPrefix: resolved.regionPrefix ?? '', viewBox: resolved.viewBox?.length === 4 ? resolved.viewBox : null };
}

describe('the map file request the page entry starts before the viewer code arrives', () => {
  const cases: Array<Record<string, unknown>> = [
    { source: '/maps/usa.svg' },
    { source: '/maps/usa.svg', svgFileLastChanged: 1700000000 },
    { source: '/maps/usa.svg', svgFileLastChanged: '17', regionPrefix: 'US-' },
    { source: '/maps/world.svg', viewBox: [0, 0, 100, 50] },
    { source: '/maps/world.svg', viewBox: [] },
    { source: '/maps/usa.svg', svgFileLastChanged: 3, regionPrefix: '', viewBox: [10, 20, 300, 200], colors: { base: '#ccc' }, database: { pagination: { on: false } } },
  ];

  it.each(cases.map((options) => [JSON.stringify(options).slice(0, 80), options] as const))('equals the engine\'s own request for %s', (_name, options) => {
    const early = mapFileOfOptions(options);
    expect(early).not.toBeNull();
    expect(early).toEqual(engineRequest(options));
  });

  it('starts nothing for a map without a file, or options it cannot read for sure', () => {
    expect(mapFileOfOptions({})).toBeNull();
    expect(mapFileOfOptions({ source: '  ' })).toBeNull();
    expect(mapFileOfOptions({ source: '/maps/a.svg', viewBox: '0 0 10 10' })).toBeNull();
    expect(mapFileOfOptions({ source: '/maps/a.svg', viewBox: [0, 0, 10] })).toBeNull();
    expect(mapFileOfOptions({ source: '/maps/a.svg', regionPrefix: 3 })).toBeNull();
  });
});
