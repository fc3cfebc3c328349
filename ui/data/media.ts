import type { MediaImage, MediaPage } from '../../domain';
import type { DataDispatch } from './createDataStore';
import { mapsvgApi } from './mapsvgApi';
import { RequestFailure } from './RequestFailure';
import { runEndpoint, untracked } from './runEndpoint';
import { ServiceError } from './ServiceError';

export type { MediaImage, MediaPage };

/** What the media list is asked for. */
interface MediaQuery {
  search: string;
  page: number;
  perpage: number;
}

interface MediaUploadAnswer {
  image?: MediaImage;
  message?: string;
}

/**
 * Refusals the media route explains (wrong type, spoofed extension, too big): their text is
 * written for the administrator, so these statuses are read as answers rather than failures.
 */
const EXPLAINED_STATUSES = new Set([400, 413, 415]);

/**
 * `POST media` (one image as multipart, field `file`) and `GET media?search&page&perpage`; an
 * upload refreshes every open media list.
 */
export const mediaApi = mapsvgApi.enhanceEndpoints({ addTagTypes: ['Media'] }).injectEndpoints({
  endpoints: (build) => ({
    uploadMedia: build.mutation<MediaUploadAnswer, Blob>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file instanceof File ? file.name : 'image');
        return { url: 'media', method: 'POST', body, validateStatus: (response) => response.ok || EXPLAINED_STATUSES.has(response.status) };
      },
      transformResponse: (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as MediaUploadAnswer,
      invalidatesTags: ['Media'],
    }),
    listMedia: build.query<MediaPage, MediaQuery>({
      query: ({ search, page, perpage }) => ({ url: 'media', params: { search, page, perpage } }),
      providesTags: ['Media'],
    }),
  }),
});

/**
 * Uploads an image for an image field and resolves with it and its generated sizes. A refusal
 * rejects with a `ServiceError` carrying the server's explanation, for the page to show.
 */
export async function uploadMediaImage(dispatch: DataDispatch, file: Blob): Promise<MediaImage> {
  const answer = await runEndpoint(dispatch(mediaApi.endpoints.uploadMedia.initiate(file, untracked)));
  if (answer.image) return answer.image;
  if (answer.message) throw new ServiceError(answer.message);
  throw new RequestFailure({ status: 'PARSING_ERROR' });
}
