import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/Database';
import type { User } from './usersRepository';

/** A logged-in admin session: its user and the nonce every mutating call must carry. */
export interface Session {
  user: User;
  nonce: string;
  expiresAt: Date;
}

// Only a hash of the token is stored, so a leaked database does not leak live sessions.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session and returns the cookie token (shown once) and its nonce. */
export async function openSession(db: Queryable, user: User, ttlMs: number): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const nonce = randomBytes(8).toString('hex');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, nonce, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), user.id, nonce, expiresAt.toISOString()],
  );
  return { token, session: { user, nonce, expiresAt } };
}

/** Finds the live session of a cookie token; expired sessions are not returned. */
export async function findSession(db: Queryable, token: string): Promise<Session | null> {
  const result = await db.query<{ id: number; username: string; nonce: string; expires_at: string | Date }>(
    `SELECT u.id, u.username, s.nonce, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = result.rows[0];
  if (!row) return null;
  return { user: { id: row.id, username: row.username }, nonce: row.nonce, expiresAt: new Date(row.expires_at) };
}

/** Ends a session (logout) and sweeps expired ones. */
export async function closeSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1 OR expires_at <= now()', [hashToken(token)]);
}
