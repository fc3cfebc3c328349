import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/Database';
import { requireAdmin } from '../../auth/sessions';
import { ApiError } from '../../errors';
import { searchPosts } from '../../repositories/postsRepository';
import { lookupSchemas } from './routeSchemas/lookups';

/** Posts per page of a post search. */
const POSTS_PER_PAGE = 20;

/** The query as the schema leaves it: `page` checked and coerced, the rest as sent. */
interface PostsQuery {
  search?: unknown;
  filters?: unknown;
  page?: number;
}

/** `posts?filters[post_type]=…&search=…&page=…`: the post picker of a record's post field (admin). */
export async function postRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get<{ Querystring: PostsQuery }>('/posts', { preValidation: requireAdmin, schema: lookupSchemas.posts }, async (request) => {
    const query = request.query;
    let filters = query.filters;
    if (typeof filters === 'string') {
      try {
        filters = JSON.parse(filters);
      } catch {
        throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): filters');
      }
    }
    const postType = typeof filters === 'object' && filters !== null ? (filters as { post_type?: unknown }).post_type : undefined;
    const page = query.page ?? 1;
    const posts = await searchPosts(db, {
      postType: typeof postType === 'string' && postType !== '' ? postType : undefined,
      search: typeof query.search === 'string' ? query.search.trim().slice(0, 200) : '',
      limit: POSTS_PER_PAGE,
      offset: (page - 1) * POSTS_PER_PAGE,
    });
    return { posts };
  });
}
