import { createHmac, randomBytes } from 'node:crypto';
import { verifyQuizAnswer } from '../../../domain/contact-form';
import type { FormTag, FormValues } from '../../../domain/contact-form';
import type { Queryable } from '../../db/Database';
import { contactFormSecret } from '../../repositories/contactFormsRepository';
import { captchaImageUrl, loadCaptcha, verifyCaptcha, type Captcha } from './captcha';
import type { QuizPair } from '../../../domain/contact-form';

/** Keyed hash of a normalised quiz answer, as rendered into `_wpcf7_quiz_answer_{name}`. */
type QuizHash = (normalizedAnswer: string) => string;

/**
 * The site's quiz hash: an HMAC-SHA256 with a secret stored in the database (created on first
 * use), so answer hashes in pages rendered before a restart still verify after it, and a
 * visitor cannot forge a hash for an answer of their choosing.
 */
async function loadQuizHash(db: Queryable): Promise<QuizHash> {
  const secret = await contactFormSecret(db, 'quiz', () => randomBytes(32).toString('hex'));
  return (normalizedAnswer) => createHmac('sha256', secret).update(`wpcf7_quiz|${normalizedAnswer}`).digest('hex');
}

/** Name of the hidden input carrying a quiz's expected answer hash. */
export function quizAnswerFieldName(name: string): string {
  return `_wpcf7_quiz_answer_${name}`;
}

function firstString(form: FormValues, name: string): string {
  const value = (form.get(name) ?? [])[0];
  return typeof value === 'string' ? value : '';
}

/**
 * Names of the quiz fields whose answer does not hash to the hash the form carried. A missing
 * hash fails: a submission that skips the rendered form is treated as spam.
 */
export async function failedQuizzes(tags: readonly FormTag[], form: FormValues, hash: QuizHash): Promise<string[]> {
  const failed: string[] = [];
  for (const tag of tags) {
    if (tag.basetype !== 'quiz' || tag.name === '') continue;
    const ok = await verifyQuizAnswer(firstString(form, tag.name), firstString(form, quizAnswerFieldName(tag.name)), { hashAnswer: hash });
    if (!ok) failed.push(tag.name);
  }
  return failed;
}

/** Everything the spam checks and their rendering need, loaded once per request. */
export interface SpamGuards {
  readonly quizHash: QuizHash;
  readonly pickQuiz: (pairs: readonly QuizPair[]) => QuizPair;
  readonly captcha: Captcha & { imageUrl(challenge: string): string };
}

/** Loads the quiz and captcha secrets and binds captcha images to the REST root. */
export async function loadSpamGuards(db: Queryable, apiRoot: string, pickQuiz: (pairs: readonly QuizPair[]) => QuizPair = pickRandom): Promise<SpamGuards> {
  const captcha = await loadCaptcha(db);
  return {
    quizHash: await loadQuizHash(db),
    pickQuiz,
    captcha: { ...captcha, imageUrl: (challenge) => captchaImageUrl(apiRoot, challenge) },
  };
}

/**
 * Names of the captcha answer fields (`captchar`) whose typed code does not match the
 * challenge the form carried in `_wpcf7_captcha_challenge_{name}`.
 */
export async function failedCaptchas(db: Queryable, tags: readonly FormTag[], form: FormValues, captcha: Captcha): Promise<string[]> {
  const failed: string[] = [];
  for (const tag of tags) {
    if (tag.basetype !== 'captchar' || tag.name === '') continue;
    const ok = await verifyCaptcha(db, captcha, firstString(form, `_wpcf7_captcha_challenge_${tag.name}`), firstString(form, tag.name));
    if (!ok) failed.push(tag.name);
  }
  return failed;
}

/** Picks a random question of a quiz with several. */
export function pickRandom<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('Nothing to pick from.');
  return item;
}
