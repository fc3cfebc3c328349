import { timeMinutes, weekdayOfDate, type HoursInterval, type OpeningHours, type Weekday } from './openingHours';

const DAY_MINUTES = 24 * 60;
/** How far ahead the next change is looked for: a week and a day covers any weekly pattern. */
const LOOKAHEAD_DAYS = 8;

/** A moment in the store's wall-clock time. */
export interface StoreMoment {
  /** Local date, YYYY-MM-DD. */
  date: string;
  weekday: Weekday;
  /** Local time, HH:MM. */
  time: string;
  /** Whole days after the store's today (0 today, 1 tomorrow). */
  dayOffset: number;
}

/** Whether a store is open at an instant, and when that changes next. */
export interface HoursStatus {
  open: boolean;
  /** The next opening (when closed) or closing (when open); absent when it never changes (always open, or never opens within a week). */
  next?: StoreMoment;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The store's local date and minutes since its midnight at an instant (its zone's offset that day, DST included). */
export function storeClock(timeZone: string, instant: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(partsFormat(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour) % 24;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: hour * 60 + Number(parts.minute) };
}

/** The local date `days` after a YYYY-MM-DD date. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** The intervals of a local date: its exception's when it has one, else its weekday's. */
export function intervalsOn(hours: OpeningHours, date: string): HoursInterval[] {
  const exception = hours.exceptions.find((item) => item.date === date);
  return exception ? exception.intervals : hours.week[weekdayOfDate(date)];
}

/** Open spans in minutes from the store's today's midnight, from yesterday to the lookahead's end, merged. */
function openSpans(hours: OpeningHours, today: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const base = offset * DAY_MINUTES;
    for (const interval of intervalsOn(hours, addDays(today, offset))) {
      const open = timeMinutes(interval.open);
      const close = timeMinutes(interval.close);
      if (!Number.isFinite(open) || !Number.isFinite(close)) continue;
      spans.push([base + open, base + (close <= open ? close + DAY_MINUTES : close)]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const current of spans) {
    const last = merged[merged.length - 1];
    if (last && current[0] <= last[1]) last[1] = Math.max(last[1], current[1]);
    else merged.push([current[0], current[1]]);
  }
  return merged;
}

function moment(today: string, minutes: number): StoreMoment {
  const dayOffset = Math.floor(minutes / DAY_MINUTES);
  const inDay = minutes - dayOffset * DAY_MINUTES;
  const date = addDays(today, dayOffset);
  const time = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return { date, weekday: weekdayOfDate(date), time, dayOffset };
}

/**
 * Whether the store is open at an instant and its next change, read in the store's own time
 * zone: an interval of yesterday that runs overnight still counts, a date's exception replaces its
 * weekday's intervals, and back-to-back intervals (22:00–24:00 then 00:00–02:00) are one opening.
 */
export function hoursStatusAt(hours: OpeningHours, instant: Date): HoursStatus {
  const clock = storeClock(hours.timeZone, instant);
  const spans = openSpans(hours, clock.date);
  const horizon = LOOKAHEAD_DAYS * DAY_MINUTES;
  const current = spans.find(([start, end]) => start <= clock.minutes && clock.minutes < end);
  if (current) {
    return current[1] >= horizon ? { open: true } : { open: true, next: moment(clock.date, current[1]) };
  }
  const upcoming = spans.find(([start]) => start > clock.minutes && start < horizon);
  return upcoming ? { open: false, next: moment(clock.date, upcoming[0]) } : { open: false };
}

/** Whether the store is open at an instant (see {@link hoursStatusAt}). */
export function isOpenAt(hours: OpeningHours, instant: Date): boolean {
  return hoursStatusAt(hours, instant).open;
}
