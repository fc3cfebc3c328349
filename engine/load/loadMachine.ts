import { SvgParseError } from '../svg/SvgParseError';
import type { ParseAndPackResult } from '../workers/protocol';
import { MapLoadError, UNKNOWN_LOAD_FAILURE_MESSAGE } from './messages';

/** What one load attempt needs. */
export interface LoadRequest {
  source: string;
  svgFileLastChanged?: number | string;
}

/** Machine input: the first request and whether the admin preview runs it. */
interface LoadMachineInput {
  request: LoadRequest;
  /** In edit mode a missing file waits for a corrected path instead of failing. */
  editMode: boolean;
}

/** The machine's states; `awaitingPath` exists only in edit mode, after a 404. */
export type LoadStateValue = 'loading' | 'awaitingPath' | 'error' | 'ready';

/** Everything the machine knows at one moment. Snapshots are never mutated, only replaced. */
export interface LoadSnapshot {
  readonly value: LoadStateValue;
  readonly request: LoadRequest;
  readonly editMode: boolean;
  /** The parsed map of the last load that succeeded in this request, else null. */
  readonly result: ParseAndPackResult | null;
  readonly error: MapLoadError | null;
}

/** Events the engine sends. */
type LoadCommand =
  /** After a failure: loads again, from `source` when given (edit mode's corrected path). */
  | { type: 'RETRY'; source?: string }
  /** Gives up waiting for a corrected path. */
  | { type: 'CANCEL' }
  /** Loads another file (or another version of it) from any state: the map's options changed. */
  | { type: 'RELOAD'; request: LoadRequest };

/** Every event, including the outcomes of the load the machine runs itself. */
type LoadEvent = LoadCommand | { type: 'DONE'; result: ParseAndPackResult } | { type: 'FAIL'; error: unknown };

/**
 * Loads one request. `signal` aborts when the load is no longer wanted (the map is disposed, or
 * a newer request supersedes it): the function should stop its download and worker work.
 */
export type LoadFunction = (request: LoadRequest, signal: AbortSignal) => Promise<ParseAndPackResult>;

/** A running load machine (see {@link createLoadMachine}). */
export interface LoadActor {
  /** Enters the first state and starts the first load; later calls do nothing. */
  start(): void;
  /** Delivers an event; one the current state does not take is ignored (no notification). */
  send(event: LoadCommand): void;
  /** Aborts the running load and stops: later events and load outcomes are ignored. */
  stop(): void;
  getSnapshot(): LoadSnapshot;
  /** Calls `listener` after every transition taken (and once at start); returns the unsubscribe. */
  subscribe(listener: (snapshot: LoadSnapshot) => void): () => void;
}

function asLoadError(error: unknown): MapLoadError {
  if (error instanceof MapLoadError) return error;
  if (error instanceof SvgParseError) return new MapLoadError('parse', error.message);
  return new MapLoadError('unknown', UNKNOWN_LOAD_FAILURE_MESSAGE);
}

type Guard = (snapshot: LoadSnapshot, event: LoadEvent) => boolean;
type Update = (snapshot: LoadSnapshot, event: LoadEvent) => Partial<LoadSnapshot>;
/** One candidate transition: the first whose guard passes is taken. */
interface Transition {
  target: LoadStateValue;
  guard?: Guard;
  update?: Update;
}
type TransitionTable = Partial<Record<LoadStateValue, Partial<Record<LoadEvent['type'], readonly Transition[]>>>>;

const awaitsCorrectedPath: Guard = (snapshot, event) =>
  event.type === 'FAIL' && snapshot.editMode && asLoadError(event.error).kind === 'not-found';

const recordError: Update = (_, event) => ({ error: event.type === 'FAIL' ? asLoadError(event.error) : null });

const retrySource: Update = (snapshot, event) => ({
  request: { ...snapshot.request, source: (event.type === 'RETRY' ? event.source : undefined) ?? snapshot.request.source },
});

const retry: readonly Transition[] = [{ target: 'loading', update: retrySource }];

/**
 * The map load sequence: `loading` fetches and parses the image, then `ready`; failures go to
 * `error`. In edit mode a 404 goes to `awaitingPath`, where a `RETRY` with a corrected source
 * loads again. `RELOAD` (handled in every state, see {@link createLoadMachine}) starts over with
 * a new request, abandoning a load under way.
 */
const TRANSITIONS: TransitionTable = {
  loading: {
    DONE: [{ target: 'ready', update: (_, event) => ({ result: event.type === 'DONE' ? event.result : null, error: null }) }],
    FAIL: [
      { target: 'awaitingPath', guard: awaitsCorrectedPath, update: recordError },
      { target: 'error', update: recordError },
    ],
  },
  awaitingPath: { RETRY: retry, CANCEL: [{ target: 'error' }] },
  error: { RETRY: retry },
  ready: {},
};

const RELOAD: Transition = {
  target: 'loading',
  update: (_, event) => (event.type === 'RELOAD' ? { request: event.request, result: null, error: null } : {}),
};

/**
 * The next snapshot for an event, or null when the current state does not take it. Pure: the
 * load itself is started by the actor whenever `loading` is entered.
 */
export function transition(snapshot: LoadSnapshot, event: LoadEvent): LoadSnapshot | null {
  const candidates = event.type === 'RELOAD' ? [RELOAD] : TRANSITIONS[snapshot.value]?.[event.type] ?? [];
  const chosen = candidates.find((candidate) => !candidate.guard || candidate.guard(snapshot, event));
  if (!chosen) return null;
  return { ...snapshot, ...chosen.update?.(snapshot, event), value: chosen.target };
}

/**
 * Creates the load machine. It is our own rather than xstate's: the map load has four states
 * and a handful of events, and xstate (about 12 kB gzipped) was the largest library every
 * visitor downloaded for it alone. Every entry into `loading` (the start, a retry, a reload) runs `load`
 * with a fresh `AbortSignal`; leaving `loading` for another load, or `stop`, aborts it, and an
 * abandoned load's outcome is dropped, so a superseded or disposed map never shows stale work.
 */
export function createLoadMachine(input: LoadMachineInput, load: LoadFunction): LoadActor {
  let snapshot: LoadSnapshot = { value: 'loading', request: input.request, editMode: input.editMode, result: null, error: null };
  let status: 'idle' | 'running' | 'stopped' = 'idle';
  let running: AbortController | null = null;
  const listeners = new Set<(snapshot: LoadSnapshot) => void>();

  const notify = (): void => {
    for (const listener of [...listeners]) listener(snapshot);
  };

  const abortRunning = (): void => {
    running?.abort(new DOMException('The map load was abandoned.', 'AbortError'));
    running = null;
  };

  const startLoad = (): void => {
    const controller = new AbortController();
    running = controller;
    const settle = (event: LoadEvent): void => {
      // An abandoned load's answer may still arrive: only the current one may move the machine.
      if (running !== controller || controller.signal.aborted) return;
      running = null;
      apply(event);
    };
    let promise: Promise<ParseAndPackResult>;
    try {
      promise = load(snapshot.request, controller.signal);
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then((result) => settle({ type: 'DONE', result }), (error: unknown) => settle({ type: 'FAIL', error }));
  };

  function apply(event: LoadEvent): void {
    if (status !== 'running') return;
    const next = transition(snapshot, event);
    if (!next) return;
    abortRunning();
    snapshot = next;
    // Listeners hear `loading` before its load starts, as they would with any entry action.
    notify();
    if (status === 'running' && snapshot === next && next.value === 'loading') startLoad();
  }

  return {
    start() {
      if (status !== 'idle') return;
      status = 'running';
      notify();
      if (status === 'running') startLoad();
    },
    send: (event) => apply(event),
    stop() {
      if (status === 'stopped') return;
      status = 'stopped';
      abortRunning();
      listeners.clear();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The container's `data-state` for a machine state. */
export function containerStateOf(value: string): 'loading' | 'ready' | 'error' {
  if (value === 'ready') return 'ready';
  if (value === 'loading') return 'loading';
  return 'error';
}
