import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ParseAndPackResult } from '../workers/protocol';
import { containerStateOf, loadMachine, type LoadRequest } from './loadMachine';
import { MapLoadError } from './messages';

const fakeResult = { document: { regions: [] } } as unknown as ParseAndPackResult;

function machineWith(load: (request: LoadRequest) => Promise<ParseAndPackResult>) {
  return loadMachine.provide({ actors: { load: fromPromise(({ input }: { input: LoadRequest }) => load(input)) } });
}

describe('map load machine', () => {
  it('goes from loading to ready with the parsed map', async () => {
    const actor = createActor(machineWith(async () => fakeResult), { input: { request: { source: '/a.svg' }, editMode: false } }).start();
    expect(containerStateOf(String(actor.getSnapshot().value))).toBe('loading');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.result).toBe(fakeResult);
  });

  it('ends in error with the catalogue message for a visitor', async () => {
    const actor = createActor(machineWith(async () => { throw new MapLoadError('not-found', 'MapSVG: file not found - /a.svg'); }),
      { input: { request: { source: '/a.svg' }, editMode: false } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error?.message).toBe('MapSVG: file not found - /a.svg');
  });

  it('waits for a corrected path on 404 in edit mode and loads it', async () => {
    const asked: string[] = [];
    const actor = createActor(machineWith(async (request) => {
      asked.push(request.source);
      if (request.source === '/wrong.svg') throw new MapLoadError('not-found', 'missing');
      return fakeResult;
    }), { input: { request: { source: '/wrong.svg' }, editMode: true } }).start();
    await waitFor(actor, (s) => s.matches('awaitingPath'));
    expect(containerStateOf('awaitingPath')).toBe('error');
    actor.send({ type: 'RETRY', source: '/right.svg' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['/wrong.svg', '/right.svg']);
    expect(snapshot.context.request.source).toBe('/right.svg');
  });

  it('turns unexpected failures into the unknown-failure message', async () => {
    const actor = createActor(machineWith(async () => { throw new TypeError('boom'); }), { input: { request: { source: '/a.svg' }, editMode: false } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error?.message).toBe("MapSVG: can't load SVG file for unknown reason. Please contact support");
  });

  it('aborts the running load when the map is disposed (the machine stops), so its download is cancelled', async () => {
    const signals: AbortSignal[] = [];
    const machine = loadMachine.provide({
      actors: {
        load: fromPromise(({ signal }: { input: LoadRequest; signal: AbortSignal }) => {
          signals.push(signal);
          return new Promise<ParseAndPackResult>(() => undefined);
        }),
      },
    });
    const actor = createActor(machine, { input: { request: { source: '/a.svg' }, editMode: false } }).start();
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('loads a new request after RELOAD from ready, and abandons a load under way for a newer one', async () => {
    const asked: string[] = [];
    const signals: AbortSignal[] = [];
    const machine = loadMachine.provide({
      actors: {
        load: fromPromise(async ({ input, signal }: { input: LoadRequest; signal: AbortSignal }) => {
          asked.push(input.source);
          signals.push(signal);
          return fakeResult;
        }),
      },
    });
    const actor = createActor(machine, { input: { request: { source: '/a.svg' }, editMode: false } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'RELOAD', request: { source: '/b.svg', svgFileLastChanged: 2 } });
    actor.send({ type: 'RELOAD', request: { source: '/c.svg' } });
    expect(signals[1]?.aborted).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['/a.svg', '/b.svg', '/c.svg']);
    expect(snapshot.context.request).toEqual({ source: '/c.svg' });
  });
});
