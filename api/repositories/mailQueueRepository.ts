import type { Database, Queryable } from '../db/Database';
import { outboxColumns, toOutboxRow, type OutboxRow } from './contactFormsSubmissions';

/**
 * Claims one outbox message for sending: `queued` → `sending`, its attempt counted. Only one
 * caller (of any process) gets a row; null when it is no longer in `from` (someone else has it).
 */
export async function claimOutboxMessage(db: Queryable, id: number, from: 'queued' | 'kept'): Promise<OutboxRow | null> {
  const result = await db.query<Record<string, unknown>>(
    `UPDATE contact_form_outbox SET state = 'sending', claimed_at = now(), attempts = attempts + 1
     WHERE id = $1 AND state = $2 RETURNING ${outboxColumns}`, [id, from]);
  const row = result.rows[0];
  return row ? toOutboxRow(row) : null;
}

/** Ids of the mail jobs waiting to be sent that were queued at least `minAgeSeconds` ago, oldest first. */
export async function waitingMailJobs(db: Queryable, minAgeSeconds: number, limit: number): Promise<number[]> {
  const result = await db.query<{ id: unknown }>(
    `SELECT id FROM contact_form_outbox WHERE state = 'queued' AND created_at <= now() - make_interval(secs => $1)
     ORDER BY id LIMIT $2`, [minAgeSeconds, limit]);
  return result.rows.map((row) => Number(row.id));
}

/** The mail server accepted the message: it leaves the outbox and its submission is `sent`, in one transaction. */
export async function markOutboxMessageSent(db: Database, message: OutboxRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM contact_form_outbox WHERE id = $1', [message.id]);
    if (message.submission_id !== null) {
      await tx.query("UPDATE contact_form_submissions SET mail_status = 'sent', mail_error = '' WHERE id = $1", [message.submission_id]);
    }
  });
}

/** Sending failed: the message is kept for the admin with the reason, its submission `failed`. */
export async function markOutboxMessageFailed(db: Database, message: OutboxRow, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("UPDATE contact_form_outbox SET state = 'kept', last_error = $2 WHERE id = $1", [message.id, reason]);
    if (message.submission_id !== null) {
      await tx.query("UPDATE contact_form_submissions SET mail_status = 'failed', mail_error = $2 WHERE id = $1", [message.submission_id, reason]);
    }
  });
}

/** Why a message whose send a stopped server interrupted is kept and not sent again by itself. */
const INTERRUPTED_SEND =
  'The server stopped while this message was being sent, so the mail server may or may not have it. It is not sent again by itself: send it again if it did not arrive.';

/**
 * Messages left `sending` by a process that stopped mid-send (claimed at least `olderThanSeconds`
 * ago) are kept for the admin, their submissions marked `failed`: whether the mail server got them
 * cannot be known, and sending again could deliver twice. Answers how many there were.
 */
export async function keepInterruptedSends(db: Queryable, olderThanSeconds: number): Promise<number> {
  const result = await db.query(
    `WITH interrupted AS (
       UPDATE contact_form_outbox SET state = 'kept', last_error = $2
       WHERE state = 'sending' AND claimed_at <= now() - make_interval(secs => $1)
       RETURNING submission_id
     )
     UPDATE contact_form_submissions SET mail_status = 'failed', mail_error = $2
     WHERE id IN (SELECT submission_id FROM interrupted) RETURNING id`, [olderThanSeconds, INTERRUPTED_SEND]);
  return result.rows.length;
}
