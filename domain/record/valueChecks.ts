/**
 * Why a latitude/longitude pair cannot be a place, or undefined when it can: latitude strictly
 * inside (-90, 90) and longitude strictly inside (-180, 180), as every entry point requires
 * (forms, the REST API, imports).
 */
export function coordinateProblem(lat: unknown, lng: unknown): string | undefined {
  const latitude = typeof lat === 'string' && lat.trim() !== '' ? Number(lat) : lat;
  const longitude = typeof lng === 'string' && lng.trim() !== '' ? Number(lng) : lng;
  if (typeof latitude !== 'number' || !Number.isFinite(latitude)) return 'Latitude must be a number.';
  if (typeof longitude !== 'number' || !Number.isFinite(longitude)) return 'Longitude must be a number.';
  if (!(latitude > -90 && latitude < 90)) return `Latitude ${latitude} is out of range: it must be between -90 and 90.`;
  if (!(longitude > -180 && longitude < 180)) return `Longitude ${longitude} is out of range: it must be between -180 and 180.`;
  return undefined;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_FIRST_OR_MONTH_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const YEAR_FIRST = /^(\d{4})[./](\d{1,2})[./](\d{1,2})$/;

/**
 * Why a date cell is not a date, or undefined when it is one (or empty). Accepted: ISO dates
 * (`2020-02-28`, with an optional time), `yyyy/mm/dd`, and `dd/mm/yyyy` or `mm/dd/yyyy` (with
 * `/`, `.` or `-`) when at least one reading is a real calendar day; so `31/02/2020` is refused.
 */
export function dateProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const iso = ISO_DATE.exec(value);
  if (iso) return isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? undefined : `"${value}" is not a valid date.`;
  const yearFirst = YEAR_FIRST.exec(value);
  if (yearFirst) return isCalendarDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])) ? undefined : `"${value}" is not a valid date.`;
  const local = DAY_FIRST_OR_MONTH_FIRST.exec(value);
  if (!local) return `"${value}" is not a date (use YYYY-MM-DD).`;
  const [a, b, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
  return isCalendarDate(year, b, a) || isCalendarDate(year, a, b) ? undefined : `"${value}" is not a valid date.`;
}
