import type { PostValue } from '../../domain';
import type { DataDispatch } from './createDataStore';
import { mapsvgApi } from './mapsvgApi';
import { serializeParams } from './queryString';
import { runEndpoint } from './runEndpoint';

/** The query of `GET posts`. */
export interface PostsParams {
  search: string;
  postType: string;
  page?: number;
}

function readPosts(body: unknown): PostValue[] {
  const posts = typeof body === 'object' && body !== null ? (body as { posts?: unknown }).posts : undefined;
  return Array.isArray(posts) ? (posts as PostValue[]) : [];
}

/** `GET posts?filters[post_type]=…&search=…&page=…`, answering `{ posts }`. */
const postsApi = mapsvgApi.injectEndpoints({
  endpoints: (build) => ({
    searchPosts: build.query<PostValue[], PostsParams>({
      query: ({ search, postType, page = 1 }) => `posts?${serializeParams({ filters: { post_type: postType }, search, page })}`,
      transformResponse: readPosts,
    }),
  }),
});

/** Sends one post search; `PostSearch` decides when. */
export type PostsRequester = (params: PostsParams, signal: AbortSignal) => Promise<PostValue[]>;

/** The requester of the `searchPosts` endpoint of a store. */
export function postsRequester(dispatch: DataDispatch): PostsRequester {
  return (params, signal) => {
    const call = dispatch(postsApi.endpoints.searchPosts.initiate(params, { subscribe: false, forceRefetch: true }));
    signal.addEventListener('abort', () => call.abort(), { once: true });
    return runEndpoint(call);
  };
}
