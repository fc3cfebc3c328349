import { isRetryableStatus, RetryableLoadError } from './loadFailure';

/** The answer of `GET maps/{id}`: the stored map and its templates precompiled by the server. */
export interface MapAnswer {
  map: { id: number; title: string; options: Record<string, unknown> };
  precompiledTemplates?: unknown;
  /** What the map's tables put on its first frame (pages carry it; the REST answer does not). */
  startData?: MapStartData;
}

/** What a map's tables put on its first frame, as the page's server found it. */
export interface MapStartData {
  /** The records table has a record (records may become markers). */
  hasRecords: boolean;
  /** The regions table has a row with a status (a status may colour or disable a region). */
  hasRegionStatuses: boolean;
}

/**
 * Asks the server for a stored map. Network failures and server errors reject with a
 * {@link RetryableLoadError} (the view offers to try again); a refusal rejects with a plain error.
 */
export async function fetchMapAnswer(id: number | undefined): Promise<MapAnswer> {
  let response: Response;
  try {
    response = await fetch(`/wp-json/mapsvg/v1/maps/${id}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new RetryableLoadError(`The map ${id} could not be loaded: the connection failed.`);
  }
  if (!response.ok) {
    const message = `The map ${id} could not be loaded (HTTP ${response.status}).`;
    throw isRetryableStatus(response.status) ? new RetryableLoadError(message) : new Error(message);
  }
  return (await response.json()) as MapAnswer;
}
