/**
 * The instant a local calendar day (`YYYY-MM-DD` from a date input) starts, as ISO 8601, or ''
 * for no day. `nextDay` gives the start of the following day: an exclusive end that keeps the
 * whole chosen day in the range, in the admin's own time zone.
 */
export function localDayStart(day: string, nextDay = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return '';
  const start = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (nextDay ? 1 : 0));
  return Number.isNaN(start.getTime()) ? '' : start.toISOString();
}
