import { describe, expect, it } from 'vitest';
import type { ParseAndPackResult } from '../workers/protocol';
import { fetchSvg } from './fetchSvg';
import { containerStateOf, createLoadMachine, transition, type LoadActor, type LoadFunction, type LoadSnapshot, type LoadStateValue } from './loadMachine';
import { MapLoadError } from './messages';

const fakeResult = { document: { regions: [] } } as unknown as ParseAndPackResult;

/** A load the test answers by hand: each call is recorded with its request and signal. */
function manualLoad() {
  const calls: Array<{ source: string; signal: AbortSignal; resolve: (result: ParseAndPackResult) => void; reject: (error: unknown) => void }> = [];
  const load: LoadFunction = (request, signal) => new Promise((resolve, reject) => calls.push({ source: request.source, signal, resolve, reject }));
  return { load, calls };
}

/** Every state the machine went through, in order. */
function recordStates(actor: LoadActor): LoadStateValue[] {
  const states: LoadStateValue[] = [];
  actor.subscribe((snapshot) => states.push(snapshot.value));
  return states;
}

function untilState(actor: LoadActor, value: LoadStateValue): Promise<LoadSnapshot> {
  return new Promise((resolve) => {
    if (actor.getSnapshot().value === value) return resolve(actor.getSnapshot());
    const unsubscribe = actor.subscribe((snapshot) => {
      if (snapshot.value !== value) return;
      unsubscribe();
      resolve(snapshot);
    });
  });
}

const input = { request: { source: '/a.svg' }, editMode: false };

describe('map load machine', () => {
  it('goes from loading to ready with the parsed map', async () => {
    const actor = createLoadMachine(input, async () => fakeResult);
    const states = recordStates(actor);
    actor.start();
    expect(containerStateOf(actor.getSnapshot().value)).toBe('loading');
    const snapshot = await untilState(actor, 'ready');
    expect(snapshot.result).toBe(fakeResult);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('ends in error with the catalogue message for a visitor', async () => {
    const actor = createLoadMachine(input, async () => { throw new MapLoadError('not-found', 'MapSVG: file not found - /a.svg'); });
    actor.start();
    const snapshot = await untilState(actor, 'error');
    expect(snapshot.error?.message).toBe('MapSVG: file not found - /a.svg');
  });

  it('waits for a corrected path on 404 in edit mode and loads it', async () => {
    const asked: string[] = [];
    const actor = createLoadMachine({ request: { source: '/wrong.svg' }, editMode: true }, async (request) => {
      asked.push(request.source);
      if (request.source === '/wrong.svg') throw new MapLoadError('not-found', 'missing');
      return fakeResult;
    });
    actor.start();
    await untilState(actor, 'awaitingPath');
    expect(containerStateOf('awaitingPath')).toBe('error');
    actor.send({ type: 'RETRY', source: '/right.svg' });
    const snapshot = await untilState(actor, 'ready');
    expect(asked).toEqual(['/wrong.svg', '/right.svg']);
    expect(snapshot.request.source).toBe('/right.svg');
  });

  it('gives up waiting for a path on CANCEL', () => {
    const waiting: LoadSnapshot = { value: 'awaitingPath', request: { source: '/a.svg' }, editMode: true, result: null, error: null };
    expect(transition(waiting, { type: 'CANCEL' })?.value).toBe('error');
    expect(transition({ ...waiting, value: 'ready' }, { type: 'CANCEL' })).toBeNull();
  });

  it('turns unexpected failures into the unknown-failure message', async () => {
    const actor = createLoadMachine(input, async () => { throw new TypeError('boom'); });
    actor.start();
    const snapshot = await untilState(actor, 'error');
    expect(snapshot.error?.message).toBe("MapSVG: can't load SVG file for unknown reason. Please contact support");
  });

  it('loads the same file again on RETRY after a failure, and ignores RETRY while loading or ready', async () => {
    const { load, calls } = manualLoad();
    const actor = createLoadMachine(input, load);
    const states = recordStates(actor);
    actor.start();
    actor.send({ type: 'RETRY' });
    expect(calls).toHaveLength(1);
    calls[0]?.reject(new MapLoadError('unknown', 'server down', '/a.svg', true));
    await untilState(actor, 'error');
    actor.send({ type: 'RETRY' });
    expect(calls.map((call) => call.source)).toEqual(['/a.svg', '/a.svg']);
    calls[1]?.resolve(fakeResult);
    await untilState(actor, 'ready');
    actor.send({ type: 'RETRY' });
    expect(calls).toHaveLength(2);
    expect(states).toEqual(['loading', 'error', 'loading', 'ready']);
  });

  it('aborts the running load when the map is disposed (the machine stops), and ignores its answer', async () => {
    const { load, calls } = manualLoad();
    const actor = createLoadMachine(input, load);
    const states = recordStates(actor);
    actor.start();
    expect(calls[0]?.signal.aborted).toBe(false);
    actor.stop();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve(fakeResult);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(states).toEqual(['loading']);
  });

  it('stops the download itself on dispose: the fetch sees its signal aborted', async () => {
    const fetchSignals: Array<AbortSignal | null | undefined> = [];
    const hangingFetch = ((_: RequestInfo | URL, init?: RequestInit) => {
      fetchSignals.push(init?.signal);
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }) as typeof fetch;
    const actor = createLoadMachine(input, async (request, signal) => {
      await fetchSvg(request, hangingFetch, signal);
      return fakeResult;
    });
    actor.start();
    await Promise.resolve();
    expect(fetchSignals).toHaveLength(1);
    expect(fetchSignals[0]?.aborted).toBe(false);
    actor.stop();
    expect(fetchSignals[0]?.aborted).toBe(true);
  });

  it('loads a new request after RELOAD from ready, and abandons a load under way for a newer one', async () => {
    const { load, calls } = manualLoad();
    const actor = createLoadMachine(input, load);
    actor.start();
    calls[0]?.resolve(fakeResult);
    await untilState(actor, 'ready');
    actor.send({ type: 'RELOAD', request: { source: '/b.svg', svgFileLastChanged: 2 } });
    expect(actor.getSnapshot().result).toBeNull();
    actor.send({ type: 'RELOAD', request: { source: '/c.svg' } });
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls[2]?.signal.aborted).toBe(false);
    // The abandoned load answering late must not make the machine ready with the wrong file.
    calls[1]?.resolve(fakeResult);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loading');
    calls[2]?.resolve(fakeResult);
    const snapshot = await untilState(actor, 'ready');
    expect(calls.map((call) => call.source)).toEqual(['/a.svg', '/b.svg', '/c.svg']);
    expect(snapshot.request).toEqual({ source: '/c.svg' });
  });
});
