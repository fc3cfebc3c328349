/**
 * Reads a container width or height. A size ending in px or %, or the word auto, is kept; any
 * other size is taken as pixels and gets px appended (200 becomes 200px). Blank input stays
 * blank rather than becoming a bare "px".
 */
export function parseContainerSize(value: string | number): string {
  const size = String(value).trim();
  if (size === '') return '';
  const lower = size.toLowerCase();
  if (lower === 'auto' || lower.endsWith('px') || lower.endsWith('%')) return size;
  return `${size}px`;
}
