import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { QuizPair } from '../../../domain/contact-form';
import type { Database } from '../../db/Database';
import type { RateLimitRule } from '../../auth/RateLimit';
import type { HitCounter } from '../../auth/HitCounter';
import { defaultApiRoot } from '../../services/contactForm/embed';
import { mailTransportFor, type MailTransport } from '../../services/contactForm/mail';
import { MailQueue } from '../../services/contactForm/MailQueue';
import { pickRandom } from '../../services/contactForm/spamChecks';
import { SubmissionFileStore } from '../../services/contactForm/SubmissionFileStore';
import type { FileStorage } from '../../storage/FileStorage';
import { contactFormAdminRoutes } from './admin';
import { contactFormFeedbackRoutes } from './feedback';
import { contactFormInboxRoutes } from './inbox';

/** Options of the `contact-form-7/v1` namespace. */
interface ContactForm7Options {
  db: Database;
  /** The file storage; the files visitors send are kept in its private `submission-files/` folder. */
  storage: FileStorage;
  /** SMTP server for form mail; without one (and without `transport`) mail goes to the outbox. Defaults to `SMTP_URL`. */
  smtpUrl?: string;
  /** A mail transport to use instead of SMTP or the outbox (tests). */
  transport?: MailTransport;
  /** How a quiz with several questions picks one; random by default. */
  pickQuiz?: (pairs: readonly QuizPair[]) => QuizPair;
  /**
   * Submissions one address may send in 10 minutes (0: no limit); the server passes the
   * configured `MAPSVG_FEEDBACK_LIMIT`, and {@link DEFAULT_SUBMISSIONS_PER_WINDOW} applies without one.
   */
  submissionsPerWindow?: number;
  /** Where submissions are counted (Redis with `REDIS_URL`); the database when omitted. */
  hitCounter?: HitCounter;
}

/** Submissions one address may send in 10 minutes unless configured otherwise. */
export const DEFAULT_SUBMISSIONS_PER_WINDOW = 30;

function submissionRateOf(configured: number | undefined): RateLimitRule | undefined {
  const maxHits = configured ?? DEFAULT_SUBMISSIONS_PER_WINDOW;
  if (!Number.isFinite(maxHits) || maxHits <= 0) return undefined;
  return { bucket: 'feedback-address', maxHits, windowSeconds: 600 };
}

/** Largest upload of one file; the form's own `limit:` option (1 MB by default) is checked after. */
const maxFileBytes = 10 * 1024 * 1024;

/** Files no submission refers to are removed once they are this old (their submission would have been committed long before). */
const ORPHAN_FILE_AGE_MS = 15 * 60 * 1000;
/** How often such files are looked for. */
const FILE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Removes the submission files no submission refers to, at start and then periodically. With
 * PGlite no other process can be between writing a file and committing its submission, so at
 * start every unreferenced file goes, whatever its age.
 */
function registerFileSweep(app: FastifyInstance, files: SubmissionFileStore, driver: Database['driver']): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = (minAgeMs: number) => files.sweep(minAgeMs).catch((error: unknown) => {
    app.log.warn({ err: error }, 'sweeping unreferenced contact-form files failed');
    return 0;
  });
  app.addHook('onReady', async () => {
    await sweep(driver === 'pglite' ? 0 : ORPHAN_FILE_AGE_MS);
    timer = setInterval(() => void sweep(ORPHAN_FILE_AGE_MS), FILE_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The Contact Form 7 REST namespace, mounted under `/wp-json/contact-form-7/v1`. Multipart
 * parsing is registered in this plugin's scope only, unless the app already has it, so the
 * rest of the API is unaffected and a second registration never collides.
 */
export async function contactForm7Routes(app: FastifyInstance, options: ContactForm7Options): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 20, fields: 500, fieldSize: 1024 * 1024, parts: 600 } });
  }
  const transport = options.transport ?? mailTransportFor(options.db, options.smtpUrl);
  // Mail jobs exist only with a mail server; without one, mail is kept in the outbox.
  const files = new SubmissionFileStore(options.db, options.storage);
  const mailQueue = transport.kind === 'outbox' ? undefined : new MailQueue(options.db, transport, files);
  registerFileSweep(app, files, options.db.driver);
  if (mailQueue) {
    app.addHook('onReady', () => mailQueue.start());
    app.addHook('onClose', () => mailQueue.stop());
  }
  await app.register(contactFormFeedbackRoutes, {
    db: options.db, files, mailQueue, pickQuiz: options.pickQuiz ?? pickRandom, apiRoot: defaultApiRoot, submissionRate: submissionRateOf(options.submissionsPerWindow), hitCounter: options.hitCounter,
  });
  await app.register(contactFormAdminRoutes, { db: options.db });
  await app.register(contactFormInboxRoutes, { db: options.db, transport, mailQueue, files });
}
