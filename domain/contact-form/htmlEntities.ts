/** Named entities a form template realistically contains in tag values. */
const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Decodes numeric character references (`&#39;`, `&#x27;`) and the named entities `&amp;`,
 * `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&nbsp;`. Contact Form 7 decodes tag values with
 * PHP's `html_entity_decode` before comparing them with submitted values; other named
 * entities are left as written, which only matters for exotic values. Invalid code points are
 * left as written too.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (!body.startsWith('#')) return Object.hasOwn(namedEntities, body) ? (namedEntities[body] ?? whole) : whole;
    const hex = body[1] === 'x' || body[1] === 'X';
    const codePoint = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return whole;
    return String.fromCodePoint(codePoint);
  });
}
