import type { Queryable } from '../db/Database';

/** A post of the site (a page or an article) that may embed maps and forms. */
interface Post {
  id: number;
  post_type: string;
  title: string;
  url: string;
  content: string;
}

/** Creates a post. */
export async function insertPost(db: Queryable, post: Omit<Post, 'id'>): Promise<Post> {
  const result = await db.query<Post>(
    'INSERT INTO posts (post_type, title, url, content) VALUES ($1, $2, $3, $4) RETURNING id, post_type, title, url, content',
    [post.post_type, post.title, post.url, post.content],
  );
  const row = result.rows[0];
  if (!row) throw new Error('The post was not created.');
  return row;
}

/** Finds one post by id. */
export async function findPost(db: Queryable, id: number): Promise<Post | null> {
  const result = await db.query<Post>('SELECT id, post_type, title, url, content FROM posts WHERE id = $1', [id]);
  return result.rows[0] ?? null;
}

/** A post as the post picker shows it. */
interface PostSummary {
  id: number;
  url: string;
  post_title: string;
}

/** Finds posts by type and a case-insensitive title substring, in title order. */
export async function searchPosts(db: Queryable, query: { postType?: string; search: string; limit: number; offset: number }): Promise<PostSummary[]> {
  const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const result = await db.query<PostSummary>(
    `SELECT id, url, title AS post_title FROM posts
     WHERE ($1::text IS NULL OR post_type = $1) AND lower(title) LIKE $2 ESCAPE '\\'
     ORDER BY lower(title), id LIMIT $3 OFFSET $4`,
    [query.postType ?? null, pattern, query.limit, query.offset],
  );
  return result.rows.map((row) => ({ id: Number(row.id), url: row.url, post_title: row.post_title }));
}
