import type { HelperDelegate, HelperOptions } from 'handlebars';
import { formatNumber, safeUrl } from '../../domain/index';
import { chooseDirectionsApp, directionsPoint, directionsUrl } from './directions';
import { openStatusMarkup, openingHoursMarkup } from './hoursHelpers';

/** The part of a Handlebars environment the helpers need. */
interface HelperHost {
  registerHelper(name: string, helper: HelperDelegate): void;
  escapeExpression(text: string): string;
  SafeString: new (text: string) => unknown;
}

/** The page's browser, for the visitor's own map app (none in Node). */
function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** The options object Handlebars passes last; block helpers have `fn`. */
function isOptions(value: unknown): value is HelperOptions {
  return typeof value === 'object' && value !== null && 'hash' in value && 'data' in value;
}

/** Helper arguments without the trailing options object. */
function argsOf(args: unknown[]): unknown[] {
  const last = args[args.length - 1];
  return isOptions(last) ? args.slice(0, -1) : args;
}

function optionsOf(args: unknown[]): HelperOptions | undefined {
  const last = args[args.length - 1];
  return isOptions(last) ? last : undefined;
}

/** Loose equality as the product's templates expect it: "1" equals 1, but null never equals "". */
function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/** Compares two values with an operator; an unknown operator is false. */
function compareValues(left: unknown, operator: string, right: unknown): boolean {
  switch (operator) {
    case '==': return looseEquals(left, right);
    case '===': return left === right;
    case '!=': return !looseEquals(left, right);
    case '!==': return left !== right;
    case '<': return Number(left) < Number(right);
    case '<=': return Number(left) <= Number(right);
    case '>': return Number(left) > Number(right);
    case '>=': return Number(left) >= Number(right);
    case '&&': return Boolean(left) && Boolean(right);
    case '||': return Boolean(left) || Boolean(right);
    default: return false;
  }
}

/** A block helper body or its else branch, by a condition. */
function branch(this: unknown, condition: boolean, options: HelperOptions | undefined): unknown {
  if (!options?.fn) return condition;
  return condition ? options.fn(this) : options.inverse(this);
}

/** Arithmetic for templates; anything not a number gives an empty string. */
function math(left: unknown, operator: unknown, right: unknown): number | string {
  const a = Number(left);
  const b = Number(right);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return '';
  switch (operator) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return b === 0 ? '' : a / b;
    case '%': return b === 0 ? '' : a % b;
    default: return '';
  }
}

/** Text of one item of a list for `join`: a field of objects, labels of {label, value} pairs. */
function itemText(item: unknown, field: string | undefined): string {
  if (item === null || item === undefined) return '';
  if (typeof item !== 'object') return String(item);
  const record = item as Record<string, unknown>;
  const value = field ? record[field] : (record.title ?? record.label ?? record.value ?? record.id);
  return value === undefined || value === null ? '' : String(value);
}

interface SwitchFrame { value: unknown; matched: boolean }

/**
 * Adds the template helpers the product's users rely on to a Handlebars environment. Helpers
 * that return markup escape the record text themselves, so record data is never raw HTML unless
 * a template asks for `{{{ }}}`.
 */
export function registerTemplateHelpers(host: HelperHost): void {
  host.registerHelper('ifeq', function (this: unknown, ...args: unknown[]) {
    const [a, b] = argsOf(args);
    return branch.call(this, looseEquals(a, b), optionsOf(args));
  });
  host.registerHelper('ifnoteq', function (this: unknown, ...args: unknown[]) {
    const [a, b] = argsOf(args);
    return branch.call(this, !looseEquals(a, b), optionsOf(args));
  });
  host.registerHelper('ifcond', function (this: unknown, ...args: unknown[]) {
    const [a, operator, b] = argsOf(args);
    return branch.call(this, compareValues(a, String(operator), b), optionsOf(args));
  });
  host.registerHelper('compare', function (this: unknown, ...args: unknown[]) {
    const [a, operator, b] = argsOf(args);
    return branch.call(this, compareValues(a, String(operator), b), optionsOf(args));
  });
  host.registerHelper('json', (...args: unknown[]) => JSON.stringify(argsOf(args)[0] ?? null));
  host.registerHelper('numberFormat', (...args: unknown[]) => {
    const [value, decimals, thousands, decimal] = argsOf(args);
    return formatNumber(value as number | string, {
      decimals: typeof decimals === 'number' ? decimals : undefined,
      thousandsSeparator: typeof thousands === 'string' ? thousands : undefined,
      decimalSeparator: typeof decimal === 'string' ? decimal : undefined,
    });
  });
  host.registerHelper('math', (...args: unknown[]) => {
    const [a, operator, b] = argsOf(args);
    return math(a, operator, b);
  });
  host.registerHelper('toLowerCase', (...args: unknown[]) => String(argsOf(args)[0] ?? '').toLowerCase());
  host.registerHelper('toUpperCase', (...args: unknown[]) => String(argsOf(args)[0] ?? '').toUpperCase());
  host.registerHelper('spacesToUnderscores', (...args: unknown[]) => String(argsOf(args)[0] ?? '').replace(/\s+/g, '_'));
  host.registerHelper('join', (...args: unknown[]) => {
    const [list, separator, field] = argsOf(args);
    if (!Array.isArray(list)) return '';
    const sep = typeof separator === 'string' ? separator : ', ';
    return list.map((item) => itemText(item, typeof field === 'string' ? field : undefined)).filter(Boolean).join(sep);
  });
  host.registerHelper('truncate', (...args: unknown[]) => {
    const [text, length] = argsOf(args);
    const value = String(text ?? '');
    const max = Number(length);
    if (!Number.isFinite(max) || max <= 0 || value.length <= max) return value;
    return `${value.slice(0, max).trimEnd()}…`;
  });
  host.registerHelper('nl2br', (...args: unknown[]) => {
    const escaped = host.escapeExpression(String(argsOf(args)[0] ?? ''));
    return new host.SafeString(escaped.replace(/\r?\n/g, '<br>'));
  });
  host.registerHelper('safeUrl', (...args: unknown[]) => safeUrl(String(argsOf(args)[0] ?? '')));
  // Directions to a location, from the visitor's search origin (`searchOrigin` of the data) when there is one.
  host.registerHelper('directionsUrl', (...args: unknown[]) => {
    const [location, app] = argsOf(args);
    const destination = directionsPoint(location);
    if (!destination) return '';
    const root = (optionsOf(args)?.data as { root?: { searchOrigin?: unknown } } | undefined)?.root;
    return directionsUrl(destination, directionsPoint(root?.searchOrigin), chooseDirectionsApp(app, userAgent()));
  });
  // Opening hours read at the visitor's current time (a page clock set by tests moves them too).
  host.registerHelper('openStatus', (...args: unknown[]) => new host.SafeString(openStatusMarkup(argsOf(args)[0], (text) => host.escapeExpression(text))));
  host.registerHelper('openingHours', (...args: unknown[]) => new host.SafeString(openingHoursMarkup(argsOf(args)[0], (text) => host.escapeExpression(text))));
  host.registerHelper('switch', function (this: unknown, ...args: unknown[]) {
    const options = optionsOf(args);
    if (!options?.fn) return '';
    const frame: SwitchFrame = { value: argsOf(args)[0], matched: false };
    const data = { ...(options.data as object), switchFrame: frame };
    return options.fn(this, { data });
  });
  host.registerHelper('case', function (this: unknown, ...args: unknown[]) {
    const options = optionsOf(args);
    const frame = (options?.data as { switchFrame?: SwitchFrame } | undefined)?.switchFrame;
    if (!options?.fn || !frame || frame.matched) return '';
    if (!argsOf(args).some((value) => looseEquals(value, frame.value))) return '';
    frame.matched = true;
    return options.fn(this);
  });
  host.registerHelper('default', function (this: unknown, ...args: unknown[]) {
    const options = optionsOf(args);
    const frame = (options?.data as { switchFrame?: SwitchFrame } | undefined)?.switchFrame;
    if (!options?.fn || !frame || frame.matched) return '';
    return options.fn(this);
  });
}
