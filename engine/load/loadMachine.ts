import { assign, fromPromise, setup } from 'xstate';
import { SvgParseError } from '../svg/SvgParseError';
import type { ParseAndPackResult } from '../workers/protocol';
import { MapLoadError, UNKNOWN_LOAD_FAILURE_MESSAGE } from './messages';

/** What one load attempt needs. */
export interface LoadRequest {
  source: string;
  svgFileLastChanged?: number | string;
}

/** Machine input: the first request and whether the admin preview runs it. */
export interface LoadMachineInput {
  request: LoadRequest;
  /** In edit mode a missing file waits for a corrected path instead of failing. */
  editMode: boolean;
}

interface LoadContext {
  request: LoadRequest;
  editMode: boolean;
  result: ParseAndPackResult | null;
  error: MapLoadError | null;
}

type LoadEvent =
  | { type: 'RETRY'; source?: string }
  | { type: 'CANCEL' }
  /** Loads another file (or another version of it) from any state: the map's options changed. */
  | { type: 'RELOAD'; request: LoadRequest };

function asLoadError(error: unknown): MapLoadError {
  if (error instanceof MapLoadError) return error;
  if (error instanceof SvgParseError) return new MapLoadError('parse', error.message);
  return new MapLoadError('unknown', UNKNOWN_LOAD_FAILURE_MESSAGE);
}

/**
 * The map load sequence as a state machine: `loading` fetches and parses the image, then
 * `ready`; failures go to `error`. In edit mode a 404 goes to `awaitingPath`, where a `RETRY`
 * with a corrected source loads again. `RELOAD` starts over with a new request from any state
 * (a load under way is abandoned). The `load` actor is provided by the engine.
 */
export const loadMachine = setup({
  types: {
    context: {} as LoadContext,
    events: {} as LoadEvent,
    input: {} as LoadMachineInput,
  },
  actors: {
    load: fromPromise<ParseAndPackResult, LoadRequest>(async () => {
      throw new Error('The engine provides the load actor.');
    }),
  },
  guards: {
    awaitsCorrectedPath: ({ context, event }) => {
      const error = asLoadError((event as { error?: unknown }).error);
      return context.editMode && error.kind === 'not-found';
    },
  },
}).createMachine({
  id: 'mapLoad',
  context: ({ input }) => ({ request: input.request, editMode: input.editMode, result: null, error: null }),
  initial: 'loading',
  on: {
    RELOAD: {
      target: '.loading',
      reenter: true,
      actions: assign({ request: ({ event }) => event.request, result: null, error: null }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.request,
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'awaitsCorrectedPath', target: 'awaitingPath', actions: assign({ error: ({ event }) => asLoadError(event.error) }) },
          { target: 'error', actions: assign({ error: ({ event }) => asLoadError(event.error) }) },
        ],
      },
    },
    awaitingPath: {
      on: {
        RETRY: { target: 'loading', actions: assign({ request: ({ context, event }) => ({ ...context.request, source: event.source ?? context.request.source }) }) },
        CANCEL: 'error',
      },
    },
    error: {
      on: {
        RETRY: { target: 'loading', actions: assign({ request: ({ context, event }) => ({ ...context.request, source: event.source ?? context.request.source }) }) },
      },
    },
    ready: {},
  },
});

/** The container's `data-state` for a machine state. */
export function containerStateOf(value: string): 'loading' | 'ready' | 'error' {
  if (value === 'ready') return 'ready';
  if (value === 'loading') return 'loading';
  return 'error';
}
