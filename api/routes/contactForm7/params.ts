import { ApiError } from '../../errors';

/** Today's date in the server's local time zone, `YYYY-MM-DD`, for relative date bounds. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The `{id}` path parameter; anything but digits is no form at all (404, as CF7 answers). */
export function parseFormId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw formNotFound();
  return id;
}

/** Contact Form 7's answer for an unknown form. */
export function formNotFound(): ApiError {
  return new ApiError(404, 'wpcf7_not_found', 'The requested contact form was not found.');
}
