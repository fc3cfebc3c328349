import type { DataDispatch } from './createDataStore';
import { mapsvgApi } from './mapsvgApi';
import { RequestFailure } from './RequestFailure';
import { runEndpoint, untracked } from './runEndpoint';
import { ServiceError } from './ServiceError';

/** An uploaded marker image. */
interface UploadedMarker {
  /** Address of the image; uploaded files carry the `uploads/` prefix. */
  path: string;
  [field: string]: unknown;
}

/** The answer of a marker upload: the marker, or an error text for an alert. */
interface MarkerUploadAnswer {
  marker?: UploadedMarker;
  error?: string;
  /** The WordPress-style error text of a refusal (the route sends it beside `error`). */
  message?: string;
}

/**
 * Refusals the marker route explains (not an image, extension does not match, too big): their
 * text is written for the administrator, so these statuses are read as answers, not failures
 * (a failure carries no text, and the admin would get a guess instead of the reason).
 */
const EXPLAINED_STATUSES = new Set([400, 413, 415]);

/**
 * `POST markers` with one file as multipart form data (field `file`). The body is sent raw: the
 * browser writes the multipart boundary into the content type.
 */
const markersApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    uploadMarker: build.mutation<MarkerUploadAnswer, Blob>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file instanceof File ? file.name : 'marker');
        return { url: 'markers', method: 'POST', body, validateStatus: (response) => response.ok || EXPLAINED_STATUSES.has(response.status) };
      },
      transformResponse: (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as MarkerUploadAnswer,
    }),
  }),
});

/**
 * Uploads a marker image and resolves with the stored marker. A refusal (an `error` or
 * `message` in the answer, also with a 400, 413 or 415 status) rejects with a `ServiceError`
 * carrying the server's text, for an alert.
 */
export async function uploadMarkerImage(dispatch: DataDispatch, file: Blob): Promise<UploadedMarker> {
  const answer = await runEndpoint(dispatch(markersApi.endpoints.uploadMarker.initiate(file, untracked)));
  if (answer.marker) return answer.marker;
  const text = answer.error || answer.message;
  if (text) throw new ServiceError(text);
  // Neither marker nor error: a server bug, treated like any failed call.
  throw new RequestFailure({ status: 'PARSING_ERROR' });
}
