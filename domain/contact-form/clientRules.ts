import type { FormTag } from './formTags';
import { decodeHtmlEntities } from './htmlEntities';
import { countCharacters } from './valueFormats';

/**
 * The URL field's change-time fix-up: a trimmed value without a scheme but with a dot gets
 * `http://` in front (leading slashes dropped first), so `example.com` becomes
 * `http://example.com` and passes the `url` rule. A value that already starts with something
 * scheme-like (`mailto:`, `localhost:8080`) or has no dot is only trimmed.
 */
export function normalizeUrlInput(value: string): string {
  const text = value.trim();
  if (text === '') return text;
  if (/^[a-z][a-z0-9.+-]*:/i.test(text) || !text.includes('.')) return text;
  return `http://${text.replace(/^\/+/, '')}`;
}

/** Settings of a character counter, from its `[count]` tag. */
interface CounterSettings {
  /** Count down from `startingValue` instead of counting up. */
  readonly down?: boolean;
  /** Start of a countdown; usually the field's maxlength. */
  readonly startingValue?: number;
  /** Maximum length; 0 or absent means none. */
  readonly maximum?: number;
  /** Minimum length; 0 or absent means none. */
  readonly minimum?: number;
}

/** What a character counter shows for a value. */
interface CounterState {
  /** The number to show: the length, or the remainder when counting down (may go negative). */
  readonly count: number;
  /** Longer than the maximum. */
  readonly tooLong: boolean;
  /** Shorter than the minimum. */
  readonly tooShort: boolean;
}

/**
 * The counter for a field value. Length is counted exactly as the length rules count it
 * ({@link countCharacters}: UTF-16 code units, CRLF as one), so the counter flags too long
 * exactly when `maxlength` would fail. An empty value is flagged too short when there is a
 * minimum, as Contact Form 7's counter does, although `minlength` itself skips empty values.
 */
export function characterCount(value: string, settings: CounterSettings = {}): CounterState {
  const length = countCharacters(value);
  const maximum = settings.maximum ?? 0;
  const minimum = settings.minimum ?? 0;
  return {
    count: settings.down === true ? (settings.startingValue ?? 0) - length : length,
    tooLong: maximum > 0 && length > maximum,
    tooShort: minimum > 0 && length < minimum,
  };
}

/**
 * New checked states of an exclusive checkbox group after the box at `changedIndex` changed
 * to the state given in `states`: checking a box unchecks every other box; unchecking leaves
 * the group with nothing checked. An out-of-range index changes nothing.
 */
export function exclusiveCheckboxStates(states: readonly boolean[], changedIndex: number): boolean[] {
  if (states[changedIndex] !== true) return [...states];
  return states.map((_, index) => index === changedIndex);
}

/**
 * Whether a choice group's free-text input is enabled: only while its paired option (the
 * group's last option, unless given) is checked.
 */
export function isFreeTextEnabled(states: readonly boolean[], pairedIndex = states.length - 1): boolean {
  return states[pairedIndex] === true;
}

/** Name of the text input that goes with a `free_text` checkbox or radio group. */
export function freeTextFieldName(fieldName: string): string {
  return `${fieldName}_free_text`;
}

/**
 * The value stored for the free-text option: the option's value and the trimmed typed text
 * joined by one space (`Other` + ` cats ` → `Other cats`; `Other` + `` → `Other`). The server
 * trims every posted value, so the typed text's own surrounding spaces never survive.
 */
export function composeFreeTextValue(optionValue: string, freeText: string): string {
  return `${optionValue} ${freeText.trim()}`.trim();
}

/** One quiz question and its answer. */
export interface QuizPair {
  readonly question: string;
  readonly answer: string;
}

/** The question asked by a quiz tag without `"question|answer"` values. */
export const defaultQuizPair: QuizPair = { question: '1+1=?', answer: '2' };

/** The question/answer pairs of a quiz tag, or {@link defaultQuizPair} when it has none. */
export function quizPairsOf(tag: Pick<FormTag, 'pipes'>): QuizPair[] {
  if (tag.pipes.length === 0) return [defaultQuizPair];
  return tag.pipes.map((pipe) => ({ question: pipe.before, answer: pipe.after }));
}

/**
 * Canonical form of a quiz answer, applied both to the expected answer before hashing it into
 * the form and to the visitor's answer before comparing hashes, so `  PARIS `, `Paris` and
 * `pa ris` all match `Paris`. Steps, as Contact Form 7's `wpcf7_canonicalize()` with
 * separators stripped: decode HTML entities; fold full-width ASCII and the ideographic space
 * to ASCII and half-width katakana to full-width (PHP's `mb_convert_kana('asKV')`); remove
 * every space, tab, CR and LF; lower-case; trim.
 */
export function normalizeQuizAnswer(answer: string): string {
  return decodeHtmlEntities(answer)
    .replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/[\uff61-\uff9f]+/g, (run) => run.normalize('NFKC'))
    .replace(/[\r\n\t ]+/g, '')
    .toLowerCase()
    .trim();
}

/**
 * Hashes canonical quiz answers. The hash is a keyed one (Contact Form 7 uses WordPress's
 * `wp_hash(answer, 'wpcf7_quiz')`, an HMAC with a site secret), so it is computed by the
 * server, or by whatever holds the secret, never in this shared code: the form carries
 * `_wpcf7_quiz_answer_{name}` = `hashAnswer(normalizeQuizAnswer(answer))` and the server
 * compares it with the hash of the visitor's normalised answer.
 */
export interface QuizHasher {
  /** Keyed hash of an answer already passed through {@link normalizeQuizAnswer}. */
  hashAnswer(normalizedAnswer: string): string | Promise<string>;
}

/**
 * Whether the visitor's answer hashes to the expected hash from the form. The strings are
 * compared in time independent of where they differ, so response timing reveals nothing
 * about the expected hash.
 */
export async function verifyQuizAnswer(answer: string, expectedHash: string, hasher: QuizHasher): Promise<boolean> {
  const actual = await hasher.hashAnswer(normalizeQuizAnswer(answer));
  if (actual.length !== expectedHash.length || expectedHash === '') return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index += 1) {
    difference |= actual.charCodeAt(index) ^ expectedHash.charCodeAt(index);
  }
  return difference === 0;
}
