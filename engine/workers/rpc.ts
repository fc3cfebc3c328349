// Our own request/reply layer between the page and the engine's workers. A library (comlink)
// did this before; ours does only what the two workers need, which costs every visitor's page
// a few hundred bytes instead of about 1.7 kB gzipped per bundle (page, and each worker).

/**
 * One side of a message channel: a `Worker` on the page, the worker's global scope inside it,
 * or a `MessagePort` (tests run both ends over a `MessageChannel` in Node).
 */
export interface RpcEndpoint {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** Ports deliver nothing until started; workers have no such method. */
  start?(): void;
}

/** The methods of an API interface (every member of the engine's worker interfaces is one). */
export type RpcApi<Api> = { [K in keyof Api]: (...args: never[]) => unknown };

/** A method's arguments. */
type RpcArgs<Api, K extends keyof Api> = Api[K] extends (...args: infer A) => unknown ? A : never;

/** A method's result as the caller receives it: always a promise of the plain value. */
type RpcResult<Api, K extends keyof Api> = Api[K] extends (...args: never[]) => infer R ? Awaited<R> : never;

/** What a call may carry besides its arguments. */
interface RpcCallOptions {
  /** Buffers moved to the other side instead of copied; they are detached here after the call. */
  transfer?: Transferable[];
  /**
   * Abandons the call: it rejects with the signal's reason at once (without sending anything if
   * already aborted) and its reply, if one comes, is dropped. The other side is not told: the
   * engine's worker methods are synchronous, so a message could only arrive after the work.
   */
  signal?: AbortSignal;
}

/** The calling side of a channel, typed by the API the other side serves. */
export interface RpcClient<Api extends RpcApi<Api>> {
  /** Calls `method` on the other side; rejects with an `Error` carrying the thrown error's message. */
  call<K extends keyof Api & string>(method: K, args: RpcArgs<Api, K>, options?: RpcCallOptions): Promise<RpcResult<Api, K>>;
  /**
   * Stops listening and terminates a worker endpoint; for a shared worker, the owner calls this
   * when its last user goes. Calls still waiting never settle (as with a terminated worker, whose
   * owners have stopped waiting: rejecting them would surface as unhandled rejections), and later
   * calls reject.
   */
  release(): void;
}

interface Request {
  id: number;
  method: string;
  args: unknown[];
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string };

interface Pending {
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

// A WeakMap keeps the results' own types: a worker method returns the value its interface
// promises, and the exposing side looks up which of its buffers to move.
const transfers = new WeakMap<object, Transferable[]>();

/**
 * Marks a worker method's result so that `buffers` are moved to the caller, not copied. Returns
 * `value` itself, so a method can `return transfer(result, [...])`.
 */
export function transfer<T extends object>(value: T, buffers: Transferable[]): T {
  transfers.set(value, buffers);
  return value;
}

/** An error thrown across the channel, rebuilt here with its name and message. */
function errorOf(reply: { name: string; message: string }): Error {
  const error = new Error(reply.message);
  error.name = reply.name;
  return error;
}

/**
 * Serves `api` on `endpoint`: each request calls the named method and answers with its result
 * (awaited, so methods may be async) or the message of what it threw. Returns a function that
 * stops serving.
 */
export function exposeApi<Api extends RpcApi<Api>>(api: Api, endpoint: RpcEndpoint): () => void {
  const onMessage = (event: MessageEvent): void => {
    const { id, method, args } = event.data as Request;
    void answer(api, method, args).then(
      (value) => {
        const buffers = typeof value === 'object' && value !== null ? (transfers.get(value) ?? []) : [];
        post(endpoint, { id, ok: true, value }, buffers);
      },
      (error: unknown) => post(endpoint, failure(id, error), []),
    );
  };
  endpoint.addEventListener('message', onMessage);
  endpoint.start?.();
  return () => endpoint.removeEventListener('message', onMessage);
}

async function answer<Api extends RpcApi<Api>>(api: Api, method: string, args: unknown[]): Promise<unknown> {
  // Own properties only: a request must never reach `constructor`, `toString` or the like.
  const fn = Object.prototype.hasOwnProperty.call(api, method) ? (api as Record<string, unknown>)[method] : undefined;
  if (typeof fn !== 'function') throw new Error(`No worker method ${method}.`);
  return (await (fn as (...a: unknown[]) => unknown).apply(api, args)) as unknown;
}

function failure(id: number, error: unknown): Reply {
  if (error instanceof Error) return { id, ok: false, name: error.name, message: error.message };
  return { id, ok: false, name: 'Error', message: String(error) };
}

/** Posts a reply; a result that cannot be cloned becomes an error reply, so the caller never hangs. */
function post(endpoint: RpcEndpoint, reply: Reply, buffers: Transferable[]): void {
  try {
    endpoint.postMessage(reply, buffers);
  } catch (error) {
    endpoint.postMessage(failure(reply.id, error), []);
  }
}

/** The calling side of `endpoint`, whose other side serves `Api` with {@link exposeApi}. */
export function createRpcClient<Api extends RpcApi<Api>>(endpoint: RpcEndpoint): RpcClient<Api> {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let released = false;
  const onMessage = (event: MessageEvent): void => {
    const reply = event.data as Reply;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(errorOf(reply));
  };
  endpoint.addEventListener('message', onMessage);
  endpoint.start?.();

  return {
    call(method, args, options = {}) {
      const { signal, transfer: buffers = [] } = options;
      if (released) return Promise.reject(new Error(`The worker was released before ${method}.`));
      if (signal?.aborted) return Promise.reject(signal.reason as unknown);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onAbort = (): void => {
          pending.delete(id);
          reject(signal?.reason);
        };
        const settle = (finish: () => void): void => {
          signal?.removeEventListener('abort', onAbort);
          finish();
        };
        pending.set(id, {
          resolve: (value) => settle(() => resolve(value as RpcResult<Api, typeof method>)),
          reject: (reason) => settle(() => reject(reason)),
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          endpoint.postMessage({ id, method, args } satisfies Request, buffers);
        } catch (error) {
          pending.get(id)?.reject(error);
          pending.delete(id);
        }
      });
    },
    release() {
      released = true;
      endpoint.removeEventListener('message', onMessage);
      pending.clear();
      if ('terminate' in endpoint && typeof endpoint.terminate === 'function') endpoint.terminate();
    },
  };
}
