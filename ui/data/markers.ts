import type { DataDispatch } from './createDataStore';
import { mapsvgApi } from './mapsvgApi';
import { RequestFailure } from './RequestFailure';
import { runEndpoint, untracked } from './runEndpoint';
import { ServiceError } from './ServiceError';

/** An uploaded marker image. */
export interface UploadedMarker {
  /** Address of the image; uploaded files carry the `uploads/` prefix. */
  path: string;
  [field: string]: unknown;
}

/** The answer of a marker upload: the marker, or an error text for an alert. */
export interface MarkerUploadAnswer {
  marker?: UploadedMarker;
  error?: string;
}

/**
 * `POST markers` with one file as multipart form data (field `file`). The body is sent raw: the
 * browser writes the multipart boundary into the content type.
 */
export const markersApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    uploadMarker: build.mutation<MarkerUploadAnswer, Blob>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file instanceof File ? file.name : 'marker');
        return { url: 'markers', method: 'POST', body };
      },
      transformResponse: (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as MarkerUploadAnswer,
    }),
  }),
});

/**
 * Uploads a marker image and resolves with the stored marker. An `error` in the answer rejects
 * with a `ServiceError` carrying that text, for an alert.
 */
export async function uploadMarkerImage(dispatch: DataDispatch, file: Blob): Promise<UploadedMarker> {
  const answer = await runEndpoint(dispatch(markersApi.endpoints.uploadMarker.initiate(file, untracked)));
  if (answer.error) throw new ServiceError(answer.error);
  // Neither marker nor error: a server bug, treated like any failed call.
  if (!answer.marker) throw new RequestFailure({ status: 'PARSING_ERROR' });
  return answer.marker;
}
