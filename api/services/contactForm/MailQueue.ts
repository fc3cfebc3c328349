import type { Database, Queryable } from '../../db/Database';
import { findSubmissionFile, listSubmissionFiles } from '../../repositories/contactFormsInbox';
import type { OutboxRow } from '../../repositories/contactFormsSubmissions';
import {
  claimOutboxMessage, keepInterruptedSends, markOutboxMessageFailed, markOutboxMessageSent, waitingMailJobs,
} from '../../repositories/mailQueueRepository';
import type { Attachment, MailMessage, MailTransport } from './mail';
import type { SubmissionFileStore } from './SubmissionFileStore';

/** How one attempt at a mail job ended; `taken` when another sender (of any process) has it. */
type DeliveryOutcome = { readonly status: 'sent' } | { readonly status: 'failed'; readonly error: string } | { readonly status: 'taken' };

/** Tuning of a {@link MailQueue}. */
interface MailQueueOptions {
  /** Messages one process hands to the mail server at once. */
  readonly concurrency?: number;
  /** How often waiting jobs nobody is sending are looked for, in ms. */
  readonly sweepMs?: number;
  /**
   * After how long a `sending` claim counts as interrupted when several processes may share the
   * database (PostgreSQL); longer than the transport's timeouts allow a send to take.
   */
  readonly leaseSeconds?: number;
}

/** Messages handed to the mail server at once by one process: mail servers limit connections. */
const DEFAULT_CONCURRENCY = 2;
/** How long a job may wait for the request that queued it before a sweep sends it instead. */
const ORPHAN_AGE_SECONDS = 60;

async function attachmentsOf(db: Queryable, files: SubmissionFileStore, submissionId: number | null): Promise<Attachment[]> {
  if (submissionId === null) return [];
  const attachments: Attachment[] = [];
  for (const file of await listSubmissionFiles(db, submissionId)) {
    const stored = await findSubmissionFile(db, submissionId, file.id);
    const content = stored && await files.content(stored);
    if (stored && content) attachments.push({ filename: stored.filename, contentType: stored.content_type, content });
  }
  return attachments;
}

function messageOf(row: OutboxRow, attachments: readonly Attachment[]): MailMessage {
  return { to: row.mail_to, from: row.mail_from, subject: row.subject, body: row.body, headers: row.headers, attachments };
}

/**
 * Form mail as durable jobs in the outbox table. A submission's job is written in the
 * submission's own transaction; the request then sends it at once ({@link deliver}). A job is
 * claimed (`sending`) before it is handed to the mail server and removed once the server took
 * it, so it is sent at most once; a job nobody is sending (its process stopped before the send)
 * is sent by the sweep, also after a restart; a send that a stopped process left unfinished
 * cannot be known to have arrived, so it is kept in the outbox with a note for the admin.
 */
export class MailQueue {
  private readonly concurrency: number;
  private readonly sweepMs: number;
  private readonly leaseSeconds: number;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(private readonly db: Database, private readonly transport: MailTransport, private readonly files: SubmissionFileStore, options: MailQueueOptions = {}) {
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.sweepMs = options.sweepMs ?? 30_000;
    this.leaseSeconds = options.leaseSeconds ?? 15 * 60;
  }

  /**
   * Recovers from an unclean stop and starts the sweep. With PGlite no other process can hold a
   * claim, so every `sending` job is an interrupted one; every waiting job is sent at once.
   */
  async start(): Promise<void> {
    await keepInterruptedSends(this.db, this.db.driver === 'pglite' ? 0 : this.leaseSeconds);
    this.sweeping = this.sweep(0);
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep(ORPHAN_AGE_SECONDS);
    }, this.sweepMs);
    this.timer.unref();
  }

  /** Stops the sweep and waits for the one in progress (requests wait for their own sends). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /**
   * Sends the job `id` now, if it is still waiting (`queued`), or again if the admin asks for a
   * `kept` one. `message` is the composed mail when the caller has it (attachments in memory);
   * otherwise the job's row and stored files are read.
   */
  async deliver(id: number, from: 'queued' | 'kept' = 'queued', message?: MailMessage): Promise<DeliveryOutcome> {
    await this.turn();
    try {
      const row = await claimOutboxMessage(this.db, id, from);
      if (!row) return { status: 'taken' };
      return await this.send(row, message ?? messageOf(row, await attachmentsOf(this.db, this.files, row.submission_id)));
    } finally {
      this.release();
    }
  }

  private async send(row: OutboxRow, message: MailMessage): Promise<DeliveryOutcome> {
    try {
      await this.transport.send(message, row.submission_id ?? 0);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markOutboxMessageFailed(this.db, row, reason);
      return { status: 'failed', error: reason };
    }
    await markOutboxMessageSent(this.db, row);
    return { status: 'sent' };
  }

  /** Sends the jobs that were queued at least `minAgeSeconds` ago and that nobody is sending. */
  private async sweep(minAgeSeconds: number): Promise<void> {
    try {
      for (;;) {
        const ids = await waitingMailJobs(this.db, minAgeSeconds, 50);
        if (ids.length === 0) return;
        await Promise.all(ids.map((id) => this.deliver(id)));
      }
    } catch {
      // The database may be away for a moment; the next sweep tries again.
    } finally {
      this.sweeping = undefined;
    }
  }

  private async turn(): Promise<void> {
    while (this.active >= this.concurrency) await new Promise<void>((resolve) => { this.waiting.push(resolve); });
    this.active += 1;
  }

  private release(): void {
    this.active -= 1;
    this.waiting.shift()?.();
  }
}
