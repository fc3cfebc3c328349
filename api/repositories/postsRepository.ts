import type { Queryable } from '../db/Database';

/** A post of the site (a page or an article) that may embed maps and forms. */
export interface Post {
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
