import type { Queryable } from '../db/Database';
import { hashPassword, verifyPassword, verifyPasswordOfNobody } from '../auth/passwords';

/** A user of the admin context, without its password hash. */
export interface User {
  id: number;
  username: string;
}

/** Creates a user with a hashed password. */
export async function createUser(db: Queryable, username: string, password: string): Promise<User> {
  const hash = await hashPassword(password);
  const result = await db.query<User>(
    'INSERT INTO users (username, password_hash) VALUES ($1, $2) RETURNING id, username',
    [username, hash],
  );
  const user = result.rows[0];
  if (!user) throw new Error('The user was not created.');
  return user;
}

/** Counts users; zero means the first start has not created the admin yet. */
export async function countUsers(db: Queryable): Promise<number> {
  const result = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM users');
  return Number(result.rows[0]?.count ?? 0);
}

/** Returns the user when the credentials match, otherwise null. */
export async function authenticate(db: Queryable, username: string, password: string): Promise<User | null> {
  const result = await db.query<User & { password_hash: string }>(
    'SELECT id, username, password_hash FROM users WHERE username = $1',
    [username],
  );
  const row = result.rows[0];
  // An unknown name costs a password check too, so timing does not reveal which names exist.
  if (!row) return verifyPasswordOfNobody(password).then(() => null);
  if (!(await verifyPassword(password, row.password_hash))) return null;
  return { id: row.id, username: row.username };
}
