import { createHash } from 'node:crypto';

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,200}$/;

/**
 * Whether `key` may name a stored file: slash-separated segments of letters, digits, `.`, `_`
 * and `-`, none starting with a dot (no `..`, no hidden files), at most three deep.
 */
export function isValidFileKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 3 && segments.every((segment) => SEGMENT.test(segment));
}

/**
 * The folder of the files visitors send with contact forms. They are for the admin's eyes only:
 * `/uploads/` never serves this folder (the inbox hands them out to a signed-in admin).
 */
export const SUBMISSION_FILES_FOLDER = 'submission-files';

/** Whether `/uploads/` may serve the file under `key`: a valid key outside the private folder. */
export function isPublicFileKey(key: string): boolean {
  return isValidFileKey(key) && key.split('/')[0] !== SUBMISSION_FILES_FOLDER;
}

/** Throws when `key` is not a valid file key (a programming error: keys are built by the server). */
export function assertFileKey(key: string): void {
  if (!isValidFileKey(key)) throw new Error(`"${key}" is not a valid stored file name.`);
}

/** The strong, quoted entity tag of some content: its SHA-256, shortened. */
export function contentEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  json: 'application/json',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
};

/** The content type a stored file is served with, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Whether the key carries the random version suffix every upload gets (`name-1a2b3c4d.png`,
 * `photo-1a2b3c4d-150x150.jpg`): such a file is never rewritten, so it may be cached for good.
 */
export function isVersionedKey(key: string): boolean {
  return /-[0-9a-f]{8}(-\d+x\d+)?\.[A-Za-z0-9]+$/.test(key);
}
