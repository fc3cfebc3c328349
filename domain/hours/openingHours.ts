/** Weekdays in ISO order (Monday first), as the keys of a week's hours. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A weekday key of a week's hours. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One opening interval in the store's own wall-clock time, "HH:MM". A close at or before the open
 * runs overnight into the next day (22:00–02:00); "24:00" closes at midnight.
 */
export interface HoursInterval {
  open: string;
  close: string;
}

/** A date whose hours differ from the week's: no intervals means closed all day. */
export interface HoursException {
  /** Local date of the store, YYYY-MM-DD. */
  date: string;
  intervals: HoursInterval[];
}

/** A store's opening hours: per weekday intervals, dated exceptions and its IANA time zone. */
export interface OpeningHours {
  timeZone: string;
  week: Record<Weekday, HoursInterval[]>;
  exceptions: HoursException[];
}

/** The default time zone when a value names none. */
export const DEFAULT_HOURS_TIME_ZONE = 'UTC';

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Hours with every day closed, in the given time zone. */
export function emptyOpeningHours(timeZone = DEFAULT_HOURS_TIME_ZONE): OpeningHours {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Record<Weekday, HoursInterval[]>;
  return { timeZone, week, exceptions: [] };
}

/** Minutes since midnight of an "HH:MM" time ("24:00" is 1440), or NaN when it is not one. */
export function timeMinutes(time: string): number {
  const match = TIME.exec(time);
  if (!match) return Number.NaN;
  return match[1] === undefined ? 24 * 60 : Number(match[1]) * 60 + Number(match[2]);
}

/** Whether an interval runs past midnight into the next day. */
export function isOvernight(interval: HoursInterval): boolean {
  return timeMinutes(interval.close) <= timeMinutes(interval.open);
}

/** Whether the runtime knows an IANA time zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function asIntervals(value: unknown): HoursInterval[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ open: String(item.open ?? '').trim(), close: String(item.close ?? '').trim() }));
}

/**
 * Reads a stored or posted value (object or JSON text) as opening hours, keeping what it holds
 * as given so validation can name each mistake; undefined for an empty or non-hours value.
 */
export function readOpeningHours(value: unknown): OpeningHours | undefined {
  let raw = value;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return undefined;
    try {
      raw = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const source = raw as { timeZone?: unknown; week?: Record<string, unknown>; exceptions?: unknown };
  const hours = emptyOpeningHours(typeof source.timeZone === 'string' ? source.timeZone : DEFAULT_HOURS_TIME_ZONE);
  for (const day of WEEKDAYS) hours.week[day] = asIntervals(source.week?.[day]);
  const exceptions = Array.isArray(source.exceptions) ? source.exceptions : [];
  hours.exceptions = exceptions
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ date: String(item.date ?? '').trim(), intervals: asIntervals(item.intervals) }));
  return hours;
}

/** The weekday of a local date (YYYY-MM-DD). */
export function weekdayOfDate(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'mon';
}

/** Where an interval of a day reaches, in minutes from that day's midnight (overnight past 1440). */
function span(interval: HoursInterval): [number, number] {
  const open = timeMinutes(interval.open);
  const close = timeMinutes(interval.close);
  return [open, close <= open ? close + 24 * 60 : close];
}

function intervalProblems(intervals: readonly HoursInterval[], where: string): string[] {
  const problems: string[] = [];
  for (const interval of intervals) {
    for (const time of [interval.open, interval.close]) {
      if (!TIME.test(time)) problems.push(`${where}: "${time}" is not a time (use HH:MM, 00:00 to 24:00).`);
    }
    if (interval.open === '24:00') problems.push(`${where}: a day's hours cannot open at 24:00.`);
  }
  if (problems.length > 0) return problems;
  const spans = intervals.map(span).sort((a, b) => a[0] - b[0]);
  for (let index = 1; index < spans.length; index += 1) {
    const previous = spans[index - 1];
    const current = spans[index];
    if (previous && current && current[0] < previous[1]) {
      problems.push(`${where}: the intervals overlap (${intervals.map((item) => `${item.open}–${item.close}`).join(', ')}).`);
      break;
    }
  }
  return problems;
}

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

/**
 * Every mistake in a value of opening hours, each naming its day or date: times that are not
 * HH:MM, intervals of one day that overlap, dates that are not YYYY-MM-DD or repeat, and an
 * unknown time zone. Empty when the value is fine.
 */
export function openingHoursProblems(hours: OpeningHours): string[] {
  const problems: string[] = [];
  if (!isKnownTimeZone(hours.timeZone)) problems.push(`"${hours.timeZone}" is not a known time zone.`);
  for (const day of WEEKDAYS) problems.push(...intervalProblems(hours.week[day], DAY_NAMES[day]));
  const dates = new Set<string>();
  for (const exception of hours.exceptions) {
    if (!DATE.test(exception.date)) {
      problems.push(`"${exception.date}" is not a date (use YYYY-MM-DD).`);
      continue;
    }
    if (dates.has(exception.date)) problems.push(`${exception.date} is listed twice.`);
    dates.add(exception.date);
    problems.push(...intervalProblems(exception.intervals, exception.date));
  }
  return problems;
}
