import { escapeHtml } from '../html';

/** An attribute value: `undefined`/`false` leave it out, `true` writes a boolean attribute. */
export type AttributeValue = string | number | boolean | undefined | null;

/**
 * Formats attributes in the given order (Contact Form 7's `wpcf7_format_atts`): values are
 * escaped; `undefined`, `null`, `false` and empty strings are left out, except `value`, which
 * is always written so an empty field posts an empty string.
 */
export function formatAttributes(attributes: readonly (readonly [string, AttributeValue])[]): string {
  return attributes
    .flatMap(([name, value]) => {
      if (value === undefined || value === null || value === false) return [];
      if (value === true) return [`${name}="${name}"`];
      const text = String(value);
      if (text === '' && name !== 'value') return [];
      return [`${name}="${escapeHtml(text)}"`];
    })
    .join(' ');
}

/** Joins class names, dropping empty ones and duplicates. */
export function classNames(...names: readonly (string | false | undefined)[]): string {
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && name !== ''))].join(' ');
}
