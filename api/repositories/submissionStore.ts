import type { Database } from '../db/Database';
import { insertSubmissionFiles, type NewSubmissionFile } from './contactFormsInbox';
import { insertOutboxMessage, insertSubmission, insertSubmissionWithOutbox, type MailStatus, type NewOutboxMessage, type NewSubmission, type SubmissionRow } from './contactFormsSubmissions';

/** The mail of a new submission: kept in the outbox for the admin, or queued as a job to send. */
export interface SubmissionMail {
  readonly message: Omit<NewOutboxMessage, 'submission_id'>;
  readonly state: 'kept' | 'queued';
}

/** A stored submission and the id of its outbox message, if it has one. */
export interface StoredSubmission {
  readonly submission: SubmissionRow;
  readonly outboxId: number | null;
}

/**
 * Stores a submission whole or not at all: its row, the references to its uploaded files and
 * its outbox message (or mail job) in one transaction, so no crash leaves a submission whose
 * mail nobody will ever send. The files' bytes are written to the file storage before this is
 * called (`SubmissionFileStore.write`), so a committed submission never claims a file that was
 * never stored; the caller removes them when this throws.
 */
export async function storeSubmissionWhole(db: Database, submission: NewSubmission, files: readonly NewSubmissionFile[], status: MailStatus, mail?: SubmissionMail): Promise<StoredSubmission> {
  // Without files, one statement does it (the common case, and the cheapest on PGlite).
  if (files.length === 0 && mail) return insertSubmissionWithOutbox(db, submission, status, mail.message, mail.state);
  return db.transaction(async (tx) => {
    const stored = await insertSubmission(tx, submission, status);
    await insertSubmissionFiles(tx, stored.id, files);
    const outboxId = mail ? await insertOutboxMessage(tx, { submission_id: stored.id, ...mail.message }, mail.state) : null;
    return { submission: stored, outboxId };
  });
}
