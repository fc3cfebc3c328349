import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { QuizPair } from '../../../domain/contact-form';
import type { Database } from '../../db/Database';
import type { RateLimitRule } from '../../auth/RateLimit';
import type { HitCounter } from '../../auth/HitCounter';
import { defaultApiRoot } from '../../services/contactForm/embed';
import { mailTransportFor, type MailTransport } from '../../services/contactForm/mail';
import { pickRandom } from '../../services/contactForm/spamChecks';
import { contactFormAdminRoutes } from './admin';
import { contactFormFeedbackRoutes } from './feedback';
import { contactFormInboxRoutes } from './inbox';

/** Options of the `contact-form-7/v1` namespace. */
export interface ContactForm7Options {
  db: Database;
  /** SMTP server for form mail; without one (and without `transport`) mail goes to the outbox. Defaults to `SMTP_URL`. */
  smtpUrl?: string;
  /** A mail transport to use instead of SMTP or the outbox (tests). */
  transport?: MailTransport;
  /** How a quiz with several questions picks one; random by default. */
  pickQuiz?: (pairs: readonly QuizPair[]) => QuizPair;
  /**
   * Submissions one address may send in 10 minutes (0: no limit). Defaults to
   * `MAPSVG_FEEDBACK_LIMIT`, else {@link DEFAULT_SUBMISSIONS_PER_WINDOW}.
   */
  submissionsPerWindow?: number;
  /** Where submissions are counted (Redis with `REDIS_URL`); the database when omitted. */
  hitCounter?: HitCounter;
}

/** Submissions one address may send in 10 minutes unless configured otherwise. */
export const DEFAULT_SUBMISSIONS_PER_WINDOW = 30;

function submissionRateOf(configured: number | undefined): RateLimitRule | undefined {
  const fromEnvironment = process.env.MAPSVG_FEEDBACK_LIMIT;
  const maxHits = configured ?? (fromEnvironment ? Number(fromEnvironment) : DEFAULT_SUBMISSIONS_PER_WINDOW);
  if (!Number.isFinite(maxHits) || maxHits <= 0) return undefined;
  return { bucket: 'feedback-address', maxHits, windowSeconds: 600 };
}

/** Largest upload of one file; the form's own `limit:` option (1 MB by default) is checked after. */
const maxFileBytes = 10 * 1024 * 1024;

/**
 * The Contact Form 7 REST namespace, mounted under `/wp-json/contact-form-7/v1`. Multipart
 * parsing is registered in this plugin's scope only, unless the app already has it, so the
 * rest of the API is unaffected and a second registration never collides.
 */
export async function contactForm7Routes(app: FastifyInstance, options: ContactForm7Options): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 20, fields: 500, fieldSize: 1024 * 1024, parts: 600 } });
  }
  const transport = options.transport ?? mailTransportFor(options.db, options.smtpUrl ?? process.env.SMTP_URL);
  await app.register(contactFormFeedbackRoutes, {
    db: options.db, transport, pickQuiz: options.pickQuiz ?? pickRandom, apiRoot: defaultApiRoot, submissionRate: submissionRateOf(options.submissionsPerWindow), hitCounter: options.hitCounter,
  });
  await app.register(contactFormAdminRoutes, { db: options.db });
  await app.register(contactFormInboxRoutes, { db: options.db, transport });
}
