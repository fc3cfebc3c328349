import { characterEntities } from 'character-entities';

/**
 * Whether PHP's `html_entity_decode(…, ENT_QUOTES | ENT_HTML5)` decodes a numeric reference
 * to this code point. HTML5 mode refuses controls other than tab, line feed and form feed
 * (carriage return too, although it is allowed literally), C1 controls, surrogates and
 * non-characters; a refused reference is left as written.
 */
function isDecodableCodePoint(codePoint: number): boolean {
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0c) return true;
  if (codePoint >= 0x20 && codePoint <= 0x7e) return true;
  if (codePoint >= 0xa0 && codePoint <= 0xd7ff) return true;
  if (codePoint < 0xe000 || codePoint > 0x10ffff) return false;
  if ((codePoint & 0xffff) >= 0xfffe) return false;
  return codePoint < 0xfdd0 || codePoint > 0xfdef;
}

function decodeNumeric(body: string): string | null {
  const hex = body[1] === 'x' || body[1] === 'X';
  const digits = body.slice(hex ? 2 : 1);
  // More digits than any code point needs: PHP gives up on those too.
  if (digits.replace(/^0+/, '').length > (hex ? 6 : 7)) return null;
  const codePoint = Number.parseInt(digits, hex ? 16 : 10);
  return isDecodableCodePoint(codePoint) ? String.fromCodePoint(codePoint) : null;
}

function decodeNamed(name: string): string | null {
  return Object.hasOwn(characterEntities, name) ? (characterEntities[name] ?? null) : null;
}

/**
 * Decodes character references as Contact Form 7 does before it compares a tag's values with
 * submitted ones: PHP's `html_entity_decode` with `ENT_QUOTES | ENT_HTML5` in UTF-8. Every
 * HTML5 named reference (`&eacute;`, `&hellip;`, `&NotEqualTilde;`) and numeric ones
 * (`&#39;`, `&#x27;`) are decoded when they end in a semicolon; references PHP refuses
 * (unknown names, `&#0;`, `&#13;`, C1 controls, surrogates, non-characters, out of range) are
 * left as written, and so is everything without the semicolon (`AT&T`, `&amp`).
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, body: string) => {
    const decoded = body.startsWith('#') ? decodeNumeric(body) : decodeNamed(body);
    return decoded ?? whole;
  });
}
