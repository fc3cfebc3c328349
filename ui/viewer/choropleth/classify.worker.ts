import { ClassificationError, classify, type ClassesOptions } from '../../../domain/index';

/** What the page asks: classify these values. */
interface ClassifyMessage {
  id: number;
  values: Float64Array;
  options: ClassesOptions;
}

// The project types `self` as a window (DOM lib); in a worker it is the worker's own scope.
const scope = self as unknown as { onmessage: ((event: MessageEvent<ClassifyMessage>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  const { id, values, options } = event.data;
  try {
    scope.postMessage({ id, classification: classify(values, options) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ id, error: message, named: error instanceof ClassificationError });
  }
};
