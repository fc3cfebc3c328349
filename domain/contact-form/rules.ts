import { fileNameMatchesAccept } from './fileTypes';
import { normalizeNewlines, phpFloatval, phpRound6, stripWhitespaces } from './phpText';
import type { FieldValue, FormValues, SwvRule, SwvRuleName, UploadedFile } from './types';
import {
  compareDates,
  countCharacters,
  isBlank,
  isDate,
  isEmail,
  isNumber,
  isoDayOfWeek,
  isTel,
  isTime,
  isUrl,
  parseDate,
} from './valueFormats';

/**
 * A rule check: whether `rule` holds for the submitted `form`. Every check except `required`,
 * `requiredfile`, `minitems` and the min/max size rules ignores blank values, so an optional
 * empty field passes its format rules.
 */
type RuleCheck = (rule: SwvRule, form: FormValues) => boolean;

function valuesOf(form: FormValues, field: string | undefined): readonly FieldValue[] {
  if (field === undefined) return [];
  return form.get(field) ?? [];
}

/**
 * String values of the field with their surrounding whitespace stripped, blank ones left out
 * ({@link isBlank}): what every Contact Form 7 rule reads (`wpcf7_strip_whitespaces`, then
 * `wpcf7_exclude_blank`).
 */
function filledStrings(form: FormValues, field: string | undefined): string[] {
  return valuesOf(form, field)
    .filter((v): v is string => typeof v === 'string' && !isBlank(v))
    .map(stripWhitespaces);
}

/** Every string value of the field, blank ones included. */
function allStrings(form: FormValues, field: string | undefined): string[] {
  return valuesOf(form, field).filter((v): v is string => typeof v === 'string');
}

/** Files of the field; an empty file input posts a nameless file, which does not count. */
function chosenFiles(form: FormValues, field: string | undefined): UploadedFile[] {
  return valuesOf(form, field).filter((v): v is UploadedFile => typeof v !== 'string' && v.name !== '');
}

function filledCount(form: FormValues, field: string | undefined): number {
  return filledStrings(form, field).length + chosenFiles(form, field).length;
}

/**
 * A numeric threshold, or `null` when it is missing or not a plain decimal number; a rule with
 * an unusable threshold holds rather than blocking every submission.
 */
function numericThreshold(rule: SwvRule): number | null {
  const { threshold } = rule;
  if (typeof threshold === 'number') return Number.isFinite(threshold) ? threshold : null;
  if (typeof threshold !== 'string' || !isNumber(threshold)) return null;
  return Number(threshold.trim());
}

function everyFilled(predicate: (value: string) => boolean): RuleCheck {
  return (rule, form) => filledStrings(form, rule.field).every(predicate);
}

/** `required`: at least one non-blank value (a string or a chosen file). */
const checkRequired: RuleCheck = (rule, form) => filledCount(form, rule.field) > 0;

/** `requiredfile`: at least one chosen file. */
const checkRequiredFile: RuleCheck = (rule, form) => chosenFiles(form, rule.field).length > 0;

/** `email`: every non-blank value is an email address ({@link isEmail}). */
const checkEmail: RuleCheck = everyFilled(isEmail);

/** `url`: every non-blank value is an absolute URL with an allowed scheme ({@link isUrl}). */
const checkUrl: RuleCheck = everyFilled(isUrl);

/** `tel`: every non-blank value is a telephone number ({@link isTel}). */
const checkTel: RuleCheck = everyFilled(isTel);

/** `number`: every non-blank value is a number in integer, decimal or exponent form. */
const checkNumber: RuleCheck = everyFilled(isNumber);

/** `date`: every non-blank value is an existing `YYYY-MM-DD` date ({@link parseDate}). */
const checkDate: RuleCheck = everyFilled(isDate);

/** `time`: every non-blank value is `HH:MM` or `HH:MM:SS` in range ({@link isTime}). */
const checkTime: RuleCheck = everyFilled(isTime);

/**
 * `file`: every chosen file's name matches the `accept` list of extensions and MIME types
 * ({@link fileNameMatchesAccept}). A rule without `accept` accepts no file.
 */
const checkFile: RuleCheck = (rule, form) => {
  const accept = (rule.accept ?? []).map(String);
  return chosenFiles(form, rule.field).every((file) => fileNameMatchesAccept(file.name, accept));
};

/**
 * `enum`: every non-blank value, stripped of surrounding whitespace, is exactly
 * (case-sensitively) one of `accept`, with CRLF and CR read as LF on both sides. Accepted
 * values themselves are not stripped, as in Contact Form 7: an accepted value written with
 * surrounding spaces can never be matched.
 */
const checkEnum: RuleCheck = (rule, form) => {
  const accept = new Set((rule.accept ?? []).map((value) => normalizeNewlines(String(value))).filter((value) => value !== ''));
  return filledStrings(form, rule.field).every((value) => accept.has(normalizeNewlines(value)));
};

/**
 * `dayofweek`: every valid date value falls on an accepted ISO day (Monday 1 … Sunday 7).
 * Values that are not valid dates are left to the `date` rule.
 */
const checkDayOfWeek: RuleCheck = (rule, form) => {
  const days = new Set(
    (rule.accept ?? []).map(Number).filter((day) => Number.isInteger(day) && day >= 1 && day <= 7),
  );
  return filledStrings(form, rule.field).every((value) => {
    const date = parseDate(value);
    return date === null || days.has(isoDayOfWeek(date));
  });
};

/** `minitems`: at least `threshold` non-blank values. */
const checkMinItems: RuleCheck = (rule, form) => {
  const threshold = numericThreshold(rule);
  return threshold === null || filledCount(form, rule.field) >= threshold;
};

/** `maxitems`: at most `threshold` non-blank values. */
const checkMaxItems: RuleCheck = (rule, form) => {
  const threshold = numericThreshold(rule);
  return threshold === null || filledCount(form, rule.field) <= threshold;
};

function totalCharacters(form: FormValues, field: string | undefined): number {
  return allStrings(form, field).reduce((sum, value) => sum + countCharacters(value), 0);
}

/**
 * `minlength`: the values' total length ({@link countCharacters}) is at least `threshold`;
 * skipped when the total is 0, so an empty optional field passes.
 */
const checkMinLength: RuleCheck = (rule, form) => {
  const threshold = numericThreshold(rule);
  const total = totalCharacters(form, rule.field);
  return threshold === null || total === 0 || total >= threshold;
};

/** `maxlength`: the values' total length ({@link countCharacters}) is at most `threshold`. */
const checkMaxLength: RuleCheck = (rule, form) => {
  const threshold = numericThreshold(rule);
  return threshold === null || totalCharacters(form, rule.field) <= threshold;
};

function numbersOf(form: FormValues, field: string | undefined): number[] {
  return filledStrings(form, field).filter(isNumber).map((value) => Number(value.trim()));
}

/** `minnumber`: every numeric value is at least `threshold`; non-numbers are left to `number`. */
const checkMinNumber: RuleCheck = (rule, form) => {
  const threshold = numericThreshold(rule);
  return threshold === null || numbersOf(form, rule.field).every((value) => value >= threshold);
};

/** `maxnumber`: every numeric value is at most `threshold`; non-numbers are left to `number`. */
const checkMaxNumber: RuleCheck = (rule, form) => {
  const threshold = numericThreshold(rule);
  return threshold === null || numbersOf(form, rule.field).every((value) => value <= threshold);
};

/**
 * `stepnumber`: every value is `base` plus a whole number of `interval`s, within a millionth
 * either way (Contact Form 7's test: `fmod(value - base, interval)` rounded to six decimals is
 * 0 or the interval). Values and bounds are read as PHP's `floatval` reads them; a rule
 * without a positive interval holds.
 */
const checkStepNumber: RuleCheck = (rule, form) => {
  const base = phpFloatval(rule.base);
  const interval = phpFloatval(rule.interval);
  if (!(interval > 0)) return true;
  return filledStrings(form, rule.field).every((value) => {
    const remainder = (phpFloatval(value) - base) % interval;
    return phpRound6(Math.abs(remainder)) === 0 || phpRound6(Math.abs(remainder - interval)) === 0;
  });
};

function dateBound(
  rule: SwvRule,
  form: FormValues,
  holds: (order: number) => boolean,
): boolean {
  const threshold = typeof rule.threshold === 'string' ? parseDate(rule.threshold) : null;
  if (threshold === null) return true;
  return filledStrings(form, rule.field).every((value) => {
    const date = parseDate(value);
    return date === null || holds(compareDates(date, threshold));
  });
}

/** `mindate`: every valid date value is on or after the `threshold` date. */
const checkMinDate: RuleCheck = (rule, form) => dateBound(rule, form, (order) => order >= 0);

/** `maxdate`: every valid date value is on or before the `threshold` date. */
const checkMaxDate: RuleCheck = (rule, form) => dateBound(rule, form, (order) => order <= 0);

function totalBytes(form: FormValues, field: string | undefined): number {
  return chosenFiles(form, field).reduce((sum, file) => sum + file.size, 0);
}

/** `minfilesize`: the chosen files total at least `threshold` bytes; skipped with no file. */
const checkMinFileSize: RuleCheck = (rule, form) => {
  const threshold = numericThreshold(rule);
  if (threshold === null || chosenFiles(form, rule.field).length === 0) return true;
  return totalBytes(form, rule.field) >= threshold;
};

/** `maxfilesize`: the chosen files total at most `threshold` bytes. */
const checkMaxFileSize: RuleCheck = (rule, form) => {
  const threshold = numericThreshold(rule);
  return threshold === null || totalBytes(form, rule.field) <= threshold;
};

/** `all`: every sub-rule holds. */
const checkAll: RuleCheck = (rule, form) => findFailure(rule, form) === null;

/** `any`: at least one sub-rule holds; a group without sub-rules fails. */
const checkAny: RuleCheck = (rule, form) => findFailure(rule, form) === null;

/** The check for each rule name. */
export const ruleChecks: Readonly<Record<SwvRuleName, RuleCheck>> = {
  required: checkRequired,
  requiredfile: checkRequiredFile,
  email: checkEmail,
  url: checkUrl,
  tel: checkTel,
  number: checkNumber,
  date: checkDate,
  time: checkTime,
  file: checkFile,
  enum: checkEnum,
  dayofweek: checkDayOfWeek,
  minitems: checkMinItems,
  maxitems: checkMaxItems,
  minlength: checkMinLength,
  maxlength: checkMaxLength,
  minnumber: checkMinNumber,
  maxnumber: checkMaxNumber,
  stepnumber: checkStepNumber,
  mindate: checkMinDate,
  maxdate: checkMaxDate,
  minfilesize: checkMinFileSize,
  maxfilesize: checkMaxFileSize,
  all: checkAll,
  any: checkAny,
};

/**
 * The rule whose message should be reported when `rule` fails, or `null` when it holds.
 * For `all` that is the first failing sub-rule if it carries its own `error` (else the group
 * itself); for `any` it is the group. A rule name this version does not know holds, so a
 * newer server schema never blocks an older client.
 */
export function findFailure(rule: SwvRule, form: FormValues): SwvRule | null {
  if (rule.rule === 'all') {
    for (const sub of rule.rules ?? []) {
      const failure = findFailure(sub, form);
      if (failure !== null) return failure.error ? failure : rule;
    }
    return null;
  }
  if (rule.rule === 'any') {
    const anyHolds = (rule.rules ?? []).some((sub) => findFailure(sub, form) === null);
    return anyHolds ? null : rule;
  }
  const check = Object.hasOwn(ruleChecks, rule.rule) ? ruleChecks[rule.rule] : undefined;
  if (check === undefined) return null;
  return check(rule, form) ? null : rule;
}
