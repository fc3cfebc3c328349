import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workerThreads/startWorker';
import type { GeocodingProvider, GeocodingRequest, GeocodingResponse } from './GeocodingProvider';
import type { OfflineGeocoderAnswer, OfflineGeocoderCall } from './offlineGeocoderWorker';

const workerModule = new URL('./offlineGeocoderWorker.ts', import.meta.url);

type CallWithoutId = OfflineGeocoderCall extends infer Call ? (Call extends OfflineGeocoderCall ? Omit<Call, 'id'> : never) : never;

/**
 * The offline geocoder on a thread of its own. Loading its place list takes one to three seconds
 * and looking places up is CPU work, so neither may run on the event loop that answers visitors:
 * the list is loaded and searched on the thread, and each call is a message. The thread starts on
 * the first call and is replaced if it dies.
 */
export class ThreadedOfflineGeocoder implements GeocodingProvider {
  readonly name = 'offline';
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (response: GeocodingResponse) => void; reject: (error: Error) => void }>();
  private nextId = 1;

  geocode(request: GeocodingRequest): Promise<GeocodingResponse> {
    return this.call({ method: 'geocode', request });
  }

  reverse(point: { lat: number; lng: number }, language?: string): Promise<GeocodingResponse> {
    return this.call({ method: 'reverse', point, language });
  }

  /** Stops the thread; calls in flight fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private call(call: CallWithoutId): Promise<GeocodingResponse> {
    const id = this.nextId++;
    const worker = this.thread();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Referenced while calls are pending, so the process waits for their answers.
      worker.ref();
      worker.postMessage({ ...call, id });
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(workerModule);
    worker.on('message', (answer: OfflineGeocoderAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if ('error' in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.response);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The geocoder thread stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }
}
