import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../db/Database';
import { contactFormSecret } from '../../repositories/contactFormsRepository';

/** Characters a captcha shows: no 0/O, 1/I/L look-alikes. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const answerLength = 4;
/** A challenge older than this is refused (the visitor gets a new one with the response). */
const captchaLifetimeMs = 60 * 60 * 1000;

/**
 * Really Simple CAPTCHA-style challenges without server state: a challenge is digits only
 * (CF7's client reads it back from the image address with `([0-9]+)\.(png|gif|jpeg)$`) made of
 * the issue time in seconds and a random part; its answer is derived from it with a keyed
 * hash, so the image endpoint and the check need no table. Answered challenges are recorded so
 * none can be used twice.
 */
export interface Captcha {
  /** A fresh challenge. */
  newChallenge(): string;
  /** The characters the image of a challenge shows. */
  answerOf(challenge: string): string;
}

/** Loads the captcha secret (created on first use) and returns the challenge functions. */
export async function loadCaptcha(db: Queryable): Promise<Captcha> {
  const secret = await contactFormSecret(db, 'captcha', () => randomBytes(32).toString('hex'));
  return {
    newChallenge: () => `${Math.floor(Date.now() / 1000)}${String(randomInt(1_000_000)).padStart(6, '0')}`,
    answerOf(challenge) {
      const digest = createHmac('sha256', secret).update(`wpcf7_captcha|${challenge}`).digest();
      return Array.from(digest.subarray(0, answerLength), (byte) => alphabet[byte % alphabet.length]).join('');
    },
  };
}

/** Whether a string is a well-formed challenge. */
export function isChallenge(challenge: string): boolean {
  return /^[0-9]{16}$/.test(challenge);
}

function issuedAtMs(challenge: string): number {
  return Number(challenge.slice(0, 10)) * 1000;
}

/** The image address of a challenge under the REST root. */
export function captchaImageUrl(apiRoot: string, challenge: string): string {
  return `${apiRoot}contact-form-7/v1/captcha/${challenge}.png`;
}

/**
 * Checks a typed answer (case-insensitive, spaces ignored) and uses the challenge up: fresh,
 * matching and never answered before. A wrong answer also uses it up, so guesses cannot be
 * repeated against one image.
 */
export async function verifyCaptcha(db: Queryable, captcha: Captcha, challenge: string, typed: string, now = Date.now()): Promise<boolean> {
  if (!isChallenge(challenge)) return false;
  const age = now - issuedAtMs(challenge);
  if (age < -60_000 || age > captchaLifetimeMs) return false;
  const inserted = await db.query('INSERT INTO contact_form_captcha_used (challenge) VALUES ($1) ON CONFLICT (challenge) DO NOTHING RETURNING challenge', [challenge]);
  await db.query('DELETE FROM contact_form_captcha_used WHERE used_at < $1', [new Date(now - 2 * captchaLifetimeMs).toISOString()]);
  if (inserted.rows.length === 0) return false;
  return typed.replace(/\s+/g, '').toUpperCase() === captcha.answerOf(challenge);
}

/**
 * Draws a challenge's answer as an SVG: shifted, rotated letters over noise lines. Served at a
 * `.png` address (CF7's client expects one) with the SVG content type, which is what counts.
 */
export function renderCaptchaSvg(answer: string, seed: string): string {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const next = (range: number) => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return (state >>> 8) % range;
  };
  const letters = [...answer].map((char, index) => {
    const x = 8 + index * 16 + next(4);
    const y = 18 + next(5);
    return `<text x="${x}" y="${y}" transform="rotate(${next(40) - 20} ${x} ${y})">${char}</text>`;
  }).join('');
  const noise = Array.from({ length: 4 }, () => `<line x1="${next(72)}" y1="${next(24)}" x2="${next(72)}" y2="${next(24)}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="24" viewBox="0 0 72 24"><rect width="72" height="24" fill="#fff"/>`
    + `<g stroke="#999" stroke-width="1">${noise}</g><g font-family="monospace" font-size="16" font-weight="bold" fill="#333">${letters}</g></svg>`;
}
