import type { FastifyInstance } from 'fastify';
import { buildValidationSchema, scanFormTags } from '../../../domain/contact-form';
import type { MessageKey, QuizPair } from '../../../domain/contact-form';
import type { Database } from '../../db/Database';
import { ApiError } from '../../errors';
import { findContactForm } from '../../repositories/contactFormsRepository';
import { spamRefill, submitFeedback, type FeedbackInput } from '../../services/contactForm/feedback';
import type { MailQueue } from '../../services/contactForm/MailQueue';
import type { SubmissionFileStore } from '../../services/contactForm/SubmissionFileStore';
import { isChallenge, loadCaptcha, renderCaptchaSvg } from '../../services/contactForm/captcha';
import { loadSpamGuards } from '../../services/contactForm/spamChecks';
import { formNotFound, localToday, parseFormId } from './params';
import { submissionLimits } from '../../services/contactForm/submissionLimits';
import { RateLimit, type RateLimitRule } from '../../auth/RateLimit';
import type { HitCounter } from '../../auth/HitCounter';
import { discardRestOfBody, readFeedbackParts } from './readFeedbackParts';
import { feedbackSchemas } from './routeSchemas';

/** Options of the visitor-facing contact-form calls. */
interface FeedbackRouteOptions {
  db: Database;
  /** Sends form mail over SMTP; without one, mail is kept in the outbox. */
  mailQueue?: MailQueue;
  /** Where the files sent with submissions are kept. */
  files: SubmissionFileStore;
  pickQuiz: (pairs: readonly QuizPair[]) => QuizPair;
  /** REST root as pages name it, for captcha image addresses. */
  apiRoot: string;
  /** Submissions one address may send per window; none when omitted. */
  submissionRate?: RateLimitRule;
  /** Where submissions are counted (Redis with `REDIS_URL`); the database when omitted. */
  hitCounter?: HitCounter;
}

/** The message of an address that has sent too many submissions. */
function tooManySubmissionsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many submissions from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function unitTagOf(input: FeedbackInput): string {
  const value = input.entries.find(([name]) => name === '_wpcf7_unit_tag')?.[1];
  const unitTag = typeof value === 'string' ? value.trim() : '';
  // Only CF7's own unit-tag characters, since the tag is echoed into `into` and error ids.
  if (!/^wpcf7-f[0-9]+-(?:p[0-9]+-)?o[0-9]+$/.test(unitTag)) {
    throw new ApiError(400, 'wpcf7_unit_tag_not_found', 'There is no valid unit tag.');
  }
  return unitTag;
}

/** Visitor calls: feedback (submit), the validation schema and the refill of spam checks. */
export async function contactFormFeedbackRoutes(app: FastifyInstance, { db, mailQueue, files, pickQuiz, apiRoot, submissionRate, hitCounter }: FeedbackRouteOptions): Promise<void> {
  const submissions = submissionRate && new RateLimit(hitCounter ?? db, submissionRate);
  const loadForm = async (rawId: string) => {
    const form = await findContactForm(db, parseFormId(rawId));
    if (!form) throw formNotFound();
    return form;
  };

  app.post<{ Params: { id: string } }>('/contact-forms/:id/feedback', { schema: feedbackSchemas.submit }, async (request, reply) => {
    const form = await loadForm(request.params.id);
    if (!request.isMultipart()) {
      throw new ApiError(415, 'wpcf7_unsupported_media_type', 'The request payload format is not supported.');
    }
    // Counted before the body is read, so a flood is refused before it costs any parsing.
    const wait = (await submissions?.take(request.ip)) ?? 0;
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      discardRestOfBody(request);
      throw new ApiError(429, 'rest_too_many_requests', tooManySubmissionsMessage(wait));
    }
    const input = await readFeedbackParts(request, submissionLimits(scanFormTags(form.form), form.form));
    const unitTag = unitTagOf(input);
    const guards = await loadSpamGuards(db, apiRoot, pickQuiz);
    return submitFeedback(form, unitTag, input, { db, files, mailQueue, ...guards, today: localToday() });
  });

  app.get<{ Params: { id: string } }>('/contact-forms/:id/feedback/schema', { schema: feedbackSchemas.validationSchema }, async (request) => {
    const form = await loadForm(request.params.id);
    return buildValidationSchema(scanFormTags(form.form), form.messages as Partial<Record<MessageKey, string>>, { locale: form.locale, today: localToday() });
  });

  app.get<{ Params: { id: string } }>('/contact-forms/:id/refill', { schema: feedbackSchemas.refill }, async (request) => {
    const form = await loadForm(request.params.id);
    const refill = spamRefill(scanFormTags(form.form), await loadSpamGuards(db, apiRoot, pickQuiz));
    // PHP encodes CF7's empty refill array as `[]`; clients test for the keys.
    return Object.keys(refill).length === 0 ? [] : refill;
  });

  app.get<{ Params: { file: string } }>('/captcha/:file', { schema: feedbackSchemas.captcha }, async (request, reply) => {
    const challenge = request.params.file.replace(/\.png$/, '');
    if (!isChallenge(challenge)) throw new ApiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    const captcha = await loadCaptcha(db);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderCaptchaSvg(captcha.answerOf(challenge), challenge));
  });
}
