import { ClassificationError, classify, type ClassesOptions, type Classification } from '../../../domain/index';

/** From this many values on, classes are computed in a worker, so the page never waits on them. */
export const OFF_THREAD_FROM = 5000;

interface Answer {
  id: number;
  classification?: Classification;
  error?: string;
  named?: boolean;
}

let worker: Worker | null = null;
let nextId = 0;
interface Waiting {
  values: readonly number[];
  options: ClassesOptions;
  resolve: (value: Classification) => void;
  reject: (error: Error) => void;
}

const pending = new Map<number, Waiting>();

/** Classifies here: where no worker can start (a page of another origin) or it failed. */
function classifyHere(waiting: Waiting): void {
  try {
    waiting.resolve(classify(waiting.values, waiting.options));
  } catch (error) {
    waiting.reject(error as Error);
  }
}

function classifyWorker(): Worker | null {
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./classify.worker.ts', import.meta.url), { type: 'module', name: 'map-classes' });
  } catch {
    return null;
  }
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const waiting of pending.values()) classifyHere(waiting);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<Answer>) => {
    const { id, classification, error, named } = event.data;
    const waiting = pending.get(id);
    pending.delete(id);
    if (!waiting) return;
    if (classification) waiting.resolve(classification);
    else waiting.reject(named ? new ClassificationError(error ?? '') : new Error(error));
  };
  return worker;
}

/**
 * The classes of the values: in a worker when there are many of them and the page can start
 * one, else here. Rejects with the {@link ClassificationError} classify would throw.
 */
export function classifyOffThread(values: readonly number[], options: ClassesOptions): Promise<Classification> {
  return new Promise((resolve, reject) => {
    const waiting = { values, options, resolve, reject };
    const target = values.length >= OFF_THREAD_FROM && typeof Worker !== 'undefined' ? classifyWorker() : null;
    if (!target) {
      classifyHere(waiting);
      return;
    }
    const id = (nextId += 1);
    pending.set(id, waiting);
    const packed = Float64Array.from(values);
    target.postMessage({ id, values: packed, options }, [packed.buffer]);
  });
}
