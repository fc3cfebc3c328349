import { createHmac } from 'node:crypto';
import {
  acceptanceFieldsOf,
  buildValidationSchema,
  checkAcceptance,
  composeFreeTextValue,
  freeTextFieldName,
  getFirstOption,
  hasOption,
  messageKeyForServerStatus,
  resolveMessages,
  scanFormTags,
  stripWhitespaces,
  toFormValues,
  validateWithSchema,
} from '../../../domain/contact-form';
import type { FieldValue, FormTag, FormValues, InvalidField, MessageKey, UploadedFile } from '../../../domain/contact-form';
import type { Database } from '../../db/Database';
import type { ContactFormRow } from '../../repositories/contactFormsRepository';
import type { MailStatus, NewSubmission } from '../../repositories/contactFormsSubmissions';
import { storeSubmissionWhole, type StoredSubmission, type SubmissionMail } from '../../repositories/submissionStore';
import { isSettingOn } from './formSettings';
import { composeMail, outboxMessageOf, type Attachment } from './mail';
import type { MailQueue } from './MailQueue';
import { quizChallenge } from './renderTags';
import type { SubmissionFileStore, SubmissionUpload } from './SubmissionFileStore';
import { failedCaptchas, failedQuizzes, type SpamGuards } from './spamChecks';

/** A submission as read from the multipart body. */
export interface FeedbackInput {
  /** Every posted part in order: strings, and files reduced to name, type and size. */
  readonly entries: readonly (readonly [string, FieldValue])[];
  /** File contents by field name, for mail attachments. */
  readonly attachments: ReadonlyMap<string, readonly Attachment[]>;
  readonly remoteIp: string;
  readonly userAgent: string;
}

/** What the feedback call needs from the server. */
interface FeedbackServices extends SpamGuards {
  readonly db: Database;
  /** Where the files sent with submissions are kept. */
  readonly files: SubmissionFileStore;
  /** Sends mail jobs over SMTP; without one, mail is kept in the outbox. */
  readonly mailQueue?: MailQueue;
  /** Today's site-local date, `YYYY-MM-DD`, for relative date bounds. */
  readonly today: string;
}

/** One invalid field in the feedback response, as Contact Form 7 reports it. */
interface FeedbackInvalidField {
  field: string;
  message: string;
  /** The control's `id` attribute, for the screen-reader list's link; null without an id. */
  idref: string | null;
  /** Id of the screen-reader entry, `{unitTag}-ve-{field}`. */
  error_id: string;
}

/** The feedback response body. */
interface FeedbackResponse {
  contact_form_id: number;
  status: 'mail_sent' | 'mail_failed' | 'validation_failed' | 'acceptance_missing' | 'spam' | 'aborted';
  message: string;
  invalid_fields: FeedbackInvalidField[];
  posted_data_hash: string;
  into: string;
  quiz?: Record<string, [string, string]>;
  captcha?: Record<string, string>;
}

/**
 * Stores a submission whole or not at all: its files are written to the file storage first,
 * outside the database transaction (which then carries only their keys), and removed again when
 * the submission cannot be committed.
 */
async function storeSubmission(services: FeedbackServices, record: NewSubmission, uploads: readonly SubmissionUpload[], status: MailStatus, mail?: SubmissionMail): Promise<StoredSubmission> {
  const files = await services.files.write(uploads);
  try {
    return await storeSubmissionWhole(services.db, record, files, status, mail);
  } catch (error) {
    await services.files.remove(files.map((file) => file.storageKey));
    throw error;
  }
}

/**
 * Fresh spam checks for a form (CF7's refill): a question and answer hash for every quiz, a new
 * image address for every captcha; keys only for the kinds the form has.
 */
export function spamRefill(tags: readonly FormTag[], guards: SpamGuards): Pick<FeedbackResponse, 'quiz' | 'captcha'> {
  const refill: Pick<FeedbackResponse, 'quiz' | 'captcha'> = {};
  const quizzes = tags.filter((tag) => tag.basetype === 'quiz' && tag.name !== '');
  if (quizzes.length > 0) refill.quiz = Object.fromEntries(quizzes.map((tag) => [tag.name, quizChallenge(tag, guards)]));
  const captchas = tags.filter((tag) => tag.basetype === 'captchac' && tag.name !== '');
  if (captchas.length > 0) refill.captcha = Object.fromEntries(captchas.map((tag) => [tag.name, guards.captcha.imageUrl(guards.captcha.newChallenge())]));
  return refill;
}

/** Strips surrounding whitespace from string values, as Contact Form 7's server does before validating. */
function trimmed(entries: FeedbackInput['entries']): [string, FieldValue][] {
  return entries.map(([name, value]) => [name, typeof value === 'string' ? stripWhitespaces(value) : value]);
}

/**
 * Replaces the free-text option's value of `free_text` choice groups with the option plus the
 * typed text, so the stored and mailed value reads `Other: …` as the visitor meant it.
 */
function withFreeText(form: FormValues, tags: readonly FormTag[]): FormValues {
  const result = new Map(form);
  for (const tag of tags) {
    if (!['checkbox', 'radio'].includes(tag.basetype) || !hasOption(tag, 'free_text')) continue;
    const option = tag.values[tag.values.length - 1];
    const values = result.get(tag.name);
    if (option === undefined || values === undefined) continue;
    const typed = (form.get(freeTextFieldName(tag.name)) ?? []).find((v): v is string => typeof v === 'string') ?? '';
    result.set(tag.name, values.map((value) => (value === option ? composeFreeTextValue(option, typed) : value)));
  }
  return result;
}

function storedValue(value: FieldValue): unknown {
  if (typeof value === 'string') return value;
  const file: UploadedFile = value;
  return { name: file.name, type: file.type, size: file.size };
}

/** Values of the form's own fields only (no `_wpcf7*` bookkeeping), for storage and mail. */
function postedData(form: FormValues, tags: readonly FormTag[]): { stored: Record<string, unknown>; strings: Map<string, string[]> } {
  const stored: Record<string, unknown> = {};
  const strings = new Map<string, string[]>();
  for (const tag of tags) {
    if (tag.name === '' || ['submit', 'count', 'quiz', 'captchac', 'captchar'].includes(tag.basetype) || Object.hasOwn(stored, tag.name)) continue;
    const values = form.get(tag.name) ?? [];
    const many = tag.basetype === 'checkbox' || hasOption(tag, 'multiple') || tag.basetype === 'file';
    stored[tag.name] = many ? values.map(storedValue) : storedValue(values[0] ?? '');
    strings.set(tag.name, values.map((value) => (typeof value === 'string' ? value : value.name)));
  }
  return { stored, strings };
}

function hashPosted(stored: Record<string, unknown>, quizHash: SpamGuards['quizHash']): string {
  // Keyed like the quiz hash, so the hash says nothing about the data to anyone without the key.
  return createHmac('sha256', quizHash('posted-data')).update(JSON.stringify(stored)).digest('hex').slice(0, 32);
}

function reportFields(invalid: readonly Pick<InvalidField, 'field' | 'message'>[], tags: readonly FormTag[], unitTag: string): FeedbackInvalidField[] {
  return invalid.map(({ field, message }) => {
    const tag = tags.find((candidate) => candidate.name === field);
    return { field, message, idref: tag === undefined ? null : (getFirstOption(tag, 'id', 'id') ?? null), error_id: `${unitTag}-ve-${field}` };
  });
}

/** Runs the checks in Contact Form 7's order; the first failing stage decides the status. */
function findProblems(form: ContactFormRow, tags: readonly FormTag[], values: FormValues, services: FeedbackServices) {
  const text = resolveMessages(form.messages as Partial<Record<MessageKey, string>>);
  const schema = buildValidationSchema(tags, text, { locale: form.locale, today: services.today });
  const invalid: Pick<InvalidField, 'field' | 'message'>[] = validateWithSchema(schema, values);
  const acceptance = checkAcceptance(acceptanceFieldsOf(tags), values);
  if (isSettingOn(form.additional_settings, 'acceptance_as_validation')) {
    for (const name of acceptance.missing) {
      if (!invalid.some((entry) => entry.field === name)) invalid.push({ field: name, message: text.accept_terms });
    }
    return { text, invalid, accepted: true, consents: acceptance.consents };
  }
  return { text, invalid, accepted: acceptance.accepted, consents: acceptance.consents };
}

/**
 * Handles one submission: validation by the form's schema rules and quiz answers, then
 * acceptance, then the spam checks (captchas), then storage of the submission and mail. The submission, its files
 * and its mail job are stored in one transaction before mail is attempted, so a failed or
 * interrupted send loses nothing (status `mail_failed`, the mail kept in the outbox).
 */
export async function submitFeedback(form: ContactFormRow, unitTag: string, input: FeedbackInput, services: FeedbackServices): Promise<FeedbackResponse> {
  const tags = scanFormTags(form.form);
  const values = withFreeText(toFormValues(trimmed(input.entries)), tags);
  const { stored, strings } = postedData(values, tags);
  const { text, invalid, accepted, consents } = findProblems(form, tags, values, services);

  const respond = (status: FeedbackResponse['status'], problems: readonly Pick<InvalidField, 'field' | 'message'>[] = []): FeedbackResponse => {
    const key = messageKeyForServerStatus[status] ?? 'mail_sent_ng';
    const response: FeedbackResponse = {
      contact_form_id: form.id,
      status,
      message: text[key],
      invalid_fields: reportFields(problems, tags, unitTag),
      posted_data_hash: hashPosted(stored, services.quizHash),
      into: `#${unitTag}`,
    };
    return { ...response, ...spamRefill(tags, services) };
  };

  // A wrong quiz answer is a field error, found in the same pass as the other fields' (Contact
  // Form 7 checks the quiz in its validation filter, so the visitor sees it on the quiz).
  for (const field of await failedQuizzes(tags, values, services.quizHash)) {
    if (!invalid.some((entry) => entry.field === field)) invalid.push({ field, message: text.quiz_answer_not_correct });
  }
  if (invalid.length > 0) return respond('validation_failed', invalid);
  if (!accepted) return respond('acceptance_missing');
  const wrongCaptchas = await failedCaptchas(services.db, tags, values, services.captcha);
  if (wrongCaptchas.length > 0) return respond('spam', wrongCaptchas.map((field) => ({ field, message: text.captcha_not_match })));

  const containerPost = Number((values.get('_wpcf7_container_post') ?? [])[0] ?? 0);
  const record: NewSubmission = {
    contact_form_id: form.id,
    form_title: form.title,
    unit_tag: unitTag,
    container_post_id: Number.isSafeInteger(containerPost) && containerPost > 0 ? containerPost : null,
    posted_data: stored,
    consents,
    posted_data_hash: hashPosted(stored, services.quizHash),
    remote_ip: input.remoteIp,
    user_agent: input.userAgent,
  };

  const uploads = tags.filter((tag) => tag.basetype === 'file')
    .flatMap((tag) => (input.attachments.get(tag.name) ?? []).map((file) => ({ field: tag.name, file })));
  const files = uploads.map(({ field, file }) => ({ field, filename: file.filename, contentType: file.contentType, content: file.content }));

  if (isSettingOn(form.additional_settings, 'skip_mail') || isSettingOn(form.additional_settings, 'demo_mode')) {
    await storeSubmission(services, record, files, 'skipped');
    return respond('mail_sent');
  }
  const message = composeMail(form.mail, strings, tags, uploads.map(({ file }) => file), {
    _site_title: 'Map Studio',
    _date: services.today,
    _remote_ip: input.remoteIp,
    _user_agent: input.userAgent,
  });
  if (!services.mailQueue) {
    // No mail server: the message is kept in the outbox with its submission.
    await storeSubmission(services, record, files, 'outbox', { message: outboxMessageOf(message), state: 'kept' });
    return respond('mail_sent');
  }
  // Stored with its mail job before anything is sent, so an interrupted send loses nothing.
  const { outboxId } = await storeSubmission(services, record, files, 'pending', { message: outboxMessageOf(message), state: 'queued' });
  const outcome = await services.mailQueue.deliver(outboxId ?? 0, 'queued', message);
  return respond(outcome.status === 'failed' ? 'mail_failed' : 'mail_sent');
}
