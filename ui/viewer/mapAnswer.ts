import type { MapAnswer } from '../../domain/index';
import { isRetryableStatus, MapNotFoundError, RetryableLoadError } from './loadFailure';
import { answerOnViewerServer, onViewerServer } from './viewerServer';

export type { MapAnswer, MapStartData } from '../../domain/index';

/**
 * Asks the server for a stored map. Network failures and server errors reject with a
 * {@link RetryableLoadError} (the view offers to try again); a refusal rejects with a plain error.
 */
export async function fetchMapAnswer(id: number | undefined): Promise<MapAnswer> {
  let response: Response;
  try {
    response = await fetch(onViewerServer(`/wp-json/mapsvg/v1/maps/${id}`), { headers: { Accept: 'application/json' } });
  } catch {
    throw new RetryableLoadError(`The map ${id} could not be loaded: the connection failed.`);
  }
  if (response.status === 404) throw new MapNotFoundError(id);
  if (!response.ok) {
    const message = `The map ${id} could not be loaded (HTTP ${response.status}).`;
    throw isRetryableStatus(response.status) ? new RetryableLoadError(message) : new Error(message);
  }
  return answerOnViewerServer((await response.json()) as MapAnswer);
}
