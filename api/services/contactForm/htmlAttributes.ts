import { decodeHtmlEntities } from '../../../domain/contact-form/index';

const specialCharacters: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML as Contact Form 7 does (WordPress `esc_attr`/`esc_html`, which do not
 * double-encode): a character reference already written in a tag's value, such as
 * `Caf&eacute;` or `Tom &amp; Jerry`, stays a reference, so the browser posts the decoded
 * value the form's choices are compared with. Any other `&`, `<`, `>` and quote is escaped.
 */
export function escapeFormText(text: string): string {
  return text.replace(/&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);|[&<>"']/g, (match) => {
    if (match.length > 1 && decodeHtmlEntities(match) !== match) return match;
    return `${specialCharacters[match[0] ?? '&'] ?? ''}${match.slice(1)}`;
  });
}

/** An attribute value: `undefined`/`false` leave it out, `true` writes a boolean attribute. */
export type AttributeValue = string | number | boolean | undefined | null;

/**
 * Formats attributes in the given order (Contact Form 7's `wpcf7_format_atts`): values are
 * escaped ({@link escapeFormText}); `undefined`, `null`, `false` and empty strings are left out, except `value`, which
 * is always written so an empty field posts an empty string.
 */
export function formatAttributes(attributes: readonly (readonly [string, AttributeValue])[]): string {
  return attributes
    .flatMap(([name, value]) => {
      if (value === undefined || value === null || value === false) return [];
      if (value === true) return [`${name}="${name}"`];
      const text = String(value);
      if (text === '' && name !== 'value') return [];
      return [`${name}="${escapeFormText(text)}"`];
    })
    .join(' ');
}

/** Joins class names, dropping empty ones and duplicates. */
export function classNames(...names: readonly (string | false | undefined)[]): string {
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && name !== ''))].join(' ');
}
