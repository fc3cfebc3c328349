import { getFirstOption, getOption } from './formTags';
import type { FormTag } from './formTags';

type TagOptions = Pick<FormTag, 'options'>;

/** Bytes in a kilobyte and a megabyte, as WordPress's `KB_IN_BYTES` and `MB_IN_BYTES`. */
const kilobyte = 1024;
const megabyte = 1024 * 1024;

/** Upload size limit of a file field without a `limit:` option: 1 MB. */
export const defaultFileSizeLimit = megabyte;

/** Default `maxlength` of single-line text fields (text, email, url, tel). */
export const defaultTextMaxLength = 400;

/** Default `maxlength` of textareas. */
export const defaultTextareaMaxLength = 2000;

/**
 * The `minlength:N` option, or `null`. `minlength:0` counts as unset (Contact Form 7 tests the
 * option string for truthiness, and `"0"` is falsy in PHP).
 */
export function getMinLengthOption(tag: TagOptions): number | null {
  const value = getFirstOption(tag, 'minlength', 'int');
  const length = value === undefined ? 0 : Number(value);
  return length > 0 ? length : null;
}

/**
 * The maximum length: a non-zero `maxlength:N`, else the `size/maxlength` shorthand
 * (`40/100`, `40x10/100`), else `fallback`. The shorthand may yield 0, which the schema treats
 * as "no limit", as Contact Form 7 does.
 */
export function getMaxLengthOption(tag: TagOptions, fallback: number | null = null): number | null {
  const value = Number(getFirstOption(tag, 'maxlength', 'int') ?? '0');
  if (value > 0) return value;
  for (const option of tag.options) {
    const shorthand = /^(?:[0-9]*x?[0-9]*)?\/([0-9]+)$/.exec(option);
    if (shorthand?.[1] !== undefined) return Number(shorthand[1]);
  }
  return fallback;
}

/**
 * The upload limit in bytes from `limit:N`, `limit:Nkb` or `limit:Nmb` (unit case-insensitive,
 * `N` without leading zeros), else {@link defaultFileSizeLimit}.
 */
export function getLimitOption(tag: TagOptions): number {
  for (const option of tag.options) {
    const match = /^limit:([1-9][0-9]*)([kKmM]?[bB])?$/.exec(option);
    if (match === null) continue;
    const size = Number(match[1]);
    const unit = (match[2] ?? '').toLowerCase();
    if (unit === 'kb') return size * kilobyte;
    if (unit === 'mb') return size * megabyte;
    return size;
  }
  return defaultFileSizeLimit;
}

/**
 * A date bound (`min:` or `max:`) as `YYYY-MM-DD`, or `null`. Besides a literal date, Contact
 * Form 7 accepts `today`, `today+3days`, `today-1month`, `today+2weeks`, `today+1year`
 * (unit singular or plural; an unknown unit means days). Relative bounds need the current
 * date, given as `today` (`YYYY-MM-DD`, the site's local date); without it they are dropped.
 * Month and year steps overflow like PHP's `strtotime`: 2026-01-31 + 1 month is 2026-03-03.
 */
export function getDateOption(tag: TagOptions, name: 'min' | 'max', today?: string): string | null {
  const value = getFirstOption(tag, name, 'date');
  if (value === undefined) return null;
  if (/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return value;

  const relative = /^today(?:([+-][0-9]+)([a-z]*))?/.exec(value);
  const base = today === undefined ? null : /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(today);
  if (relative === null || base === null) return null;

  const amount = Number(relative[1] ?? '0');
  const unitMatch = /^(day|month|year|week)s?$/.exec(relative[2] ?? '');
  const unit = unitMatch?.[1] ?? 'day';
  let year = Number(base[1]);
  let month = Number(base[2]) - 1;
  let day = Number(base[3]);
  if (unit === 'day') day += amount;
  if (unit === 'week') day += amount * 7;
  if (unit === 'month') month += amount;
  if (unit === 'year') year += amount;

  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return formatUtcDate(date);
}

function formatUtcDate(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Values of `min:`/`max:` number options (`-1`, `2.5`, `.5`), first match only, or `null`. */
export function getNumberOption(tag: TagOptions, name: 'min' | 'max'): string | null {
  return getOption(tag, name, 'signed_num')[0] ?? null;
}

/**
 * The bounds a number or range tag enforces. A range (a slider) always has both: `min:`
 * defaults to 0 and `max:` to 100, as in the browser and in Contact Form 7's schema.
 */
export function getNumberBounds(tag: TagOptions & { readonly basetype: string }): { min: string | null; max: string | null } {
  const min = getNumberOption(tag, 'min');
  const max = getNumberOption(tag, 'max');
  if (tag.basetype !== 'range') return { min, max };
  return { min: min ?? '0', max: max ?? '100' };
}

/** The `step:` option of a number or range tag (an unsigned number), or `null`. */
export function getStepOption(tag: TagOptions): string | null {
  return getOption(tag, 'step', 'num')[0] ?? null;
}

/**
 * Values pre-selected by `default:` index options (1-based, `_`-separated: `default:1_3`
 * selects the first and third values), unique, in option order. Only the index form is read
 * here: `default:get`, `default:post_meta`, `default:user_…` and `default:shortcode_attr` draw
 * on the request and the site, which the server resolves itself. Out-of-range indexes are
 * ignored.
 */
export function getDefaultIndexValues(tag: Pick<FormTag, 'options' | 'values'>): string[] {
  const selected: string[] = [];
  for (const option of getOption(tag, 'default', '[0-9_]+')) {
    for (const part of option.split('_')) {
      const value = part === '' ? undefined : tag.values[Number(part) - 1];
      if (value !== undefined && !selected.includes(value)) selected.push(value);
    }
  }
  return selected;
}
