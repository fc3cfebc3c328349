import { describe, expect, it } from 'vitest';
import { compileUserHandlers, ViewerEmitter } from './viewerEvents';
import { scopeCss } from './scopeCss';

describe('ViewerEmitter', () => {
  it('logs a throwing listener and still runs the others, with the map as this', () => {
    const logged: string[] = [];
    const handle = { name: 'map 1' };
    const events = new ViewerEmitter(handle, (message) => logged.push(message));
    const seen: unknown[] = [];
    events.on('zoom', () => { throw new Error('boom'); });
    events.on('zoom', function (this: unknown, payload) { seen.push(this, payload.level); });
    events.emit('zoom', { level: 2 });
    expect(logged).toEqual(['MapSVG: a "zoom" listener failed']);
    expect(seen).toEqual([handle, 2]);
  });

  it('stops calling a removed listener', () => {
    const events = new ViewerEmitter(null);
    let calls = 0;
    const off = events.on('afterLoad', () => { calls += 1; });
    events.emit('afterLoad', {});
    off();
    events.emit('afterLoad', {});
    expect(calls).toBe(1);
  });
});

describe('compileUserHandlers', () => {
  it('compiles function strings and skips anything else silently', () => {
    const handlers = compileUserHandlers({
      'click.region': 'function (event) { return event.region.id; }',
      afterLoad: 'alert(1)',
      zoom: 'function () { this is not valid }',
      'mouseover.region': 42,
    });
    expect(handlers.map((entry) => entry.name)).toEqual(['click.region']);
    expect(handlers[0]?.handler({ region: { id: 'US-TX' } })).toBe('US-TX');
  });
});

describe('scopeCss', () => {
  it('nests a map\'s CSS under its own root and drops imports', () => {
    expect(scopeCss('@import url(x.css); h5 { color: red; }', '7')).toBe('[data-mapsvg-scope="7"] {\nh5 { color: red; }\n}');
    expect(scopeCss('  ', '7')).toBe('');
  });
});
