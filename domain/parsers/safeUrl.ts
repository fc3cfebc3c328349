// Browsers read a backslash like a slash in http(s) links, so both count as path separators.
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:)?[/\\]{2}[^/\\?#]*/i;

/**
 * Strips the scheme and host from an absolute or protocol-relative link, so a stored address
 * keeps working when the site moves to another host (https://old.example/a/b.svg becomes
 * /a/b.svg). Relative links and links without a host (mailto:, tel:) are returned as they are.
 * The path keeps one leading slash: `https://a.example//b.example/x` must not become the
 * protocol-relative `//b.example/x`, which points at another host.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  const match = ABSOLUTE_URL.exec(trimmed);
  if (!match) return trimmed;
  const rest = trimmed.slice(match[0].length);
  if (rest === '') return '/';
  const path = rest.replace(/^[/\\]+/, '');
  return `/${path}`;
}
