import { createHmac, randomBytes } from 'node:crypto';
import { verifyQuizAnswer } from '../../../domain/contact-form';
import type { FormTag, FormValues } from '../../../domain/contact-form';
import type { Queryable } from '../../db/Database';
import { contactFormSecret } from '../../repositories/contactFormsRepository';

/** Keyed hash of a normalised quiz answer, as rendered into `_wpcf7_quiz_answer_{name}`. */
export type QuizHash = (normalizedAnswer: string) => string;

/**
 * The site's quiz hash: an HMAC-SHA256 with a secret stored in the database (created on first
 * use), so answer hashes in pages rendered before a restart still verify after it, and a
 * visitor cannot forge a hash for an answer of their choosing.
 */
export async function loadQuizHash(db: Queryable): Promise<QuizHash> {
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

/** Picks a random question of a quiz with several. */
export function pickRandom<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('Nothing to pick from.');
  return item;
}
