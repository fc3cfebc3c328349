/**
 * Tests CSS text from an uploaded SVG (a `<style>` element, a `style` attribute or a
 * presentation attribute) for anything that could load or run something from elsewhere.
 *
 * CSS lets every character be written as an escape (`u\72l(` is `url(`, `@\69mport` is
 * `@import`) and lets comments sit inside a declaration, so the text is decoded the way a browser
 * reads it before it is tested; testing the raw text let escaped references through.
 */

/**
 * At-rules and functions that fetch a resource or run script. A CSS function's name is followed
 * by its parenthesis with nothing between (`image (x)` in a title is not a function); `image()`,
 * `image-set()` and `src()` take a plain string address, so they are refused whatever they hold.
 */
const EXTERNAL_CSS = /@import|javascript:|vbscript:|expression\s*\(|url\(\s*['"]?\s*[^\s'"#]|(?:src|image|image-set)\(/i;

const CSS_COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S]))/gi;

function codePointOrReplacement(hex: string): string {
  const codePoint = Number.parseInt(hex, 16);
  const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return String.fromCodePoint(valid ? codePoint : 0xfffd);
}

/**
 * The CSS text as a browser's tokenizer reads it: comments removed, escapes (`\72`, `\r`,
 * an escaped newline) replaced by the characters they stand for.
 */
export function decodeCss(css: string): string {
  return css.replace(CSS_COMMENT, '').replace(CSS_ESCAPE, (_match, hex: string | undefined, newline: string | undefined, other: string | undefined) => {
    if (hex !== undefined) return codePointOrReplacement(hex);
    if (newline !== undefined) return '';
    return other ?? '';
  });
}

/**
 * True when the CSS text, once decoded, imports a style sheet, references anything outside the
 * document (only `url(#id)` references inside it pass) or carries script.
 */
export function hasExternalCssReference(css: string): boolean {
  // Every reference needs a parenthesis, an at-sign or a colon (escaped ones hide behind a
  // backslash): path data, ids and numbers are passed without a scan.
  if (!/[(@:\\]/.test(css)) return false;
  // Most of the rest (plain declarations) has nothing to decode: skip the rewrite.
  const plain = !css.includes('\\') && !css.includes('/*');
  return EXTERNAL_CSS.test(plain ? css : decodeCss(css));
}
