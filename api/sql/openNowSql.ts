import { ApiError } from '../errors';
import type { ColumnSpec } from './columns';
import { quoteIdent } from './identifiers';
import type { SqlParams } from './sqlParams';

/** Values of an open-now filter that ask for the server's own clock instead of the visitor's. */
const SERVER_NOW = new Set(['now', '1', 'true', 'open']);

/**
 * The instant an open-now filter asks about: the visitor's clock as an ISO instant (so the list
 * agrees with the status the page shows), or the server's clock for "now"/"1"; undefined for no
 * value. A value that is neither is refused.
 */
export function openNowInstant(value: unknown, serverNow: () => Date = () => new Date()): Date | undefined {
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  const text = String(Array.isArray(value) ? value[0] : value).trim();
  if (SERVER_NOW.has(text.toLowerCase())) return serverNow();
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(instant.getTime())) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): filters (an open-now filter takes an ISO instant or "now")');
  return instant;
}

/** A jsonb expression as an array, `[]` when it is anything else (a stored value is never trusted to be well formed). */
function asArray(expression: string): string {
  return `(CASE WHEN jsonb_typeof(${expression}) = 'array' THEN ${expression} ELSE '[]'::jsonb END)`;
}

/**
 * Rows whose opening hours are open at an instant, read in each row's own time zone as the
 * domain's `isOpenAt` does: today's intervals (a date's exception replacing its weekday's) that
 * hold the local time, and yesterday's overnight intervals that have not closed yet. Times are
 * zero-padded "HH:MM", so text order is time order. Rows with a time zone PostgreSQL does not
 * know are treated as closed rather than failing the whole list.
 */
export function openNowClause(column: ColumnSpec, instant: Date, params: SqlParams): string {
  const hours = quoteIdent(column.name);
  const zone = `(${hours}->>'timeZone')`;
  const dayIntervals = `coalesce(
      (SELECT exception->'intervals' FROM jsonb_array_elements(${asArray(`${hours}->'exceptions'`)}) AS exception
        WHERE exception->>'date' = to_char(days.day, 'YYYY-MM-DD') LIMIT 1),
      ${hours}->'week'->(to_char(days.day, 'dy')))`;
  return `(${zone} IN (SELECT name FROM pg_timezone_names) AND EXISTS (
    SELECT 1
    FROM (SELECT (${params.add(instant.toISOString())}::timestamptz AT TIME ZONE ${zone}) AS local) AS clock,
      LATERAL (SELECT back.days AS back, (clock.local::date - back.days) AS day FROM (VALUES (0), (1)) AS back(days)) AS days,
      LATERAL jsonb_array_elements(${asArray(dayIntervals)}) AS slot
    WHERE CASE WHEN days.back = 0
      THEN slot->>'open' <= to_char(clock.local, 'HH24:MI')
        AND (slot->>'close' > to_char(clock.local, 'HH24:MI') OR slot->>'close' <= slot->>'open')
      ELSE slot->>'close' <= slot->>'open' AND to_char(clock.local, 'HH24:MI') < slot->>'close'
    END))`;
}
