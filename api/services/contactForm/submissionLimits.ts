import {
  defaultTextareaMaxLength,
  defaultTextMaxLength,
  freeTextFieldName,
  getLimitOption,
  getMaxLengthOption,
  hasOption,
} from '../../../domain/contact-form';
import type { FormTag } from '../../../domain/contact-form';
import { quizAnswerFieldName } from './spamChecks';

/** What one submission of a form may carry, worked out from the form itself. */
export interface SubmissionLimits {
  /** Part names the form's markup can post: its fields and Contact Form 7's hidden inputs. */
  readonly fieldNames: ReadonlySet<string>;
  /** Upload limit in bytes of each file field, by name. */
  readonly fileLimits: ReadonlyMap<string, number>;
  /** Files one submission may carry: one per file field. */
  readonly maxFiles: number;
  /** Text parts one submission may carry. */
  readonly maxFields: number;
  /** Bytes of one text part. */
  readonly maxFieldBytes: number;
  /** Bytes of the whole request body. */
  readonly maxTotalBytes: number;
}

/** The hidden inputs every rendered form posts. */
const BOOKKEEPING_FIELDS = ['_wpcf7', '_wpcf7_version', '_wpcf7_locale', '_wpcf7_unit_tag', '_wpcf7_container_post', '_wpcf7_posted_data_hash'];

/** Room for every text part and the multipart framing, on top of the files. */
const TEXT_ALLOWANCE_BYTES = 1024 * 1024;
const MIN_FIELD_BYTES = 16 * 1024;
/** A character takes at most 4 bytes in UTF-8. */
const BYTES_PER_CHARACTER = 4;

const TEXT_TYPES = new Set(['text', 'email', 'url', 'tel', 'number', 'range', 'date', 'hidden', 'quiz', 'captchar']);

/** `name="…"` attributes of plain HTML controls written into the template around the form-tags. */
function namesInMarkup(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\bname\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    names.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return names;
}

function partNamesOf(tag: FormTag): string[] {
  const names = [tag.name, `${tag.name}[]`];
  if (['checkbox', 'radio'].includes(tag.basetype) && hasOption(tag, 'free_text')) names.push(freeTextFieldName(tag.name));
  if (tag.basetype === 'quiz') names.push(quizAnswerFieldName(tag.name));
  if (tag.basetype === 'captchac' || tag.basetype === 'captchar') names.push(`_wpcf7_captcha_challenge_${tag.name}`);
  return names;
}

/** Characters the longest text field accepts; a field without a limit counts as 256 K. */
function longestText(tags: readonly FormTag[]): number {
  let longest = defaultTextMaxLength;
  for (const tag of tags) {
    if (tag.basetype !== 'textarea' && !TEXT_TYPES.has(tag.basetype)) continue;
    const limit = getMaxLengthOption(tag, tag.basetype === 'textarea' ? defaultTextareaMaxLength : defaultTextMaxLength);
    longest = Math.max(longest, limit === null || limit === 0 ? 256 * 1024 : limit);
  }
  return longest;
}

/**
 * The request limits of a form's submissions: only the parts its markup can post, one file per
 * file field within that field's own `limit:` (1 MB by default), text parts no longer than its
 * longest text field can hold, and the whole body within the files' limits plus 1 MB. The form
 * rules still judge the values; these bounds keep what a request may make the server read small.
 */
export function submissionLimits(tags: readonly FormTag[], template: string): SubmissionLimits {
  const named = tags.filter((tag) => tag.name !== '');
  const fieldNames = new Set([...BOOKKEEPING_FIELDS, ...named.flatMap(partNamesOf), ...namesInMarkup(template)]);
  const fileLimits = new Map(named.filter((tag) => tag.basetype === 'file').map((tag) => [tag.name, getLimitOption(tag)] as const));
  const choices = named.reduce((sum, tag) => sum + Math.max(1, tag.values.length), 0);
  const maxFieldBytes = Math.min(TEXT_ALLOWANCE_BYTES, Math.max(MIN_FIELD_BYTES, longestText(named) * BYTES_PER_CHARACTER));
  const fileBytes = [...fileLimits.values()].reduce((sum, limit) => sum + limit, 0);
  return {
    fieldNames,
    fileLimits,
    maxFiles: fileLimits.size,
    maxFields: fieldNames.size + choices,
    maxFieldBytes,
    maxTotalBytes: fileBytes + TEXT_ALLOWANCE_BYTES,
  };
}
