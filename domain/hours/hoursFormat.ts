import { hoursStatusAt, storeClock, type HoursStatus } from './hoursStatus';
import { WEEKDAYS, timeMinutes, type HoursInterval, type OpeningHours, type Weekday } from './openingHours';

/** One line of a formatted week or exception: its day and its hours ("9:00 AM – 6:00 PM" or "Closed"). */
export interface HoursLine {
  day: string;
  hours: string;
  /** The week's line of the store's today, or today's exception. */
  today: boolean;
}

/** A formatted status: "Open now" or "Closed", and the next change ("Closes at 6:00 PM"). */
export interface HoursStatusText {
  open: boolean;
  label: 'Open now' | 'Closed';
  next: string;
}

/** A Monday in the past: weekday names are read from its week. */
const MONDAY_UTC = Date.UTC(2024, 0, 1);

function safeLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/** A wall-clock time "HH:MM" in the visitor's locale ("9:00 AM" in en-US, "09:00" in de-DE). */
export function formatStoreTime(time: string, locale?: string): string {
  const minutes = timeMinutes(time);
  if (!Number.isFinite(minutes)) return time;
  const format = new Intl.DateTimeFormat(safeLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return format.format(new Date(MONDAY_UTC + (minutes % (24 * 60)) * 60_000));
}

/** A weekday's name in the visitor's locale. */
export function weekdayName(day: Weekday, locale?: string, width: 'long' | 'short' = 'long'): string {
  const format = new Intl.DateTimeFormat(safeLocale(locale), { weekday: width, timeZone: 'UTC' });
  return format.format(new Date(MONDAY_UTC + WEEKDAYS.indexOf(day) * 86_400_000));
}

/** A local date (YYYY-MM-DD) in the visitor's locale, with its weekday. */
function formatStoreDate(date: string, locale?: string): string {
  const format = new Intl.DateTimeFormat(safeLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** Intervals as "9:00 AM – 1:00 PM, 2:00 PM – 6:00 PM", or "Closed". */
export function formatIntervals(intervals: readonly HoursInterval[], locale?: string): string {
  if (intervals.length === 0) return 'Closed';
  const sorted = [...intervals].sort((a, b) => timeMinutes(a.open) - timeMinutes(b.open));
  if (sorted.length === 1 && sorted[0]?.open === '00:00' && sorted[0].close === '24:00') return 'Open 24 hours';
  return sorted.map((item) => `${formatStoreTime(item.open, locale)} – ${formatStoreTime(item.close, locale)}`).join(', ');
}

/**
 * The week's hours, Monday first, each day named in the visitor's locale, then the exceptions
 * from the store's today on; times are the store's own.
 */
export function formatWeek(hours: OpeningHours, instant: Date, locale?: string): HoursLine[] {
  const today = storeClock(hours.timeZone, instant).date;
  const todayException = hours.exceptions.some((item) => item.date === today);
  const weekdayToday = WEEKDAYS[(new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7];
  const lines: HoursLine[] = WEEKDAYS.map((day) => ({
    day: weekdayName(day, locale),
    hours: formatIntervals(hours.week[day], locale),
    today: !todayException && day === weekdayToday,
  }));
  const upcoming = hours.exceptions.filter((item) => item.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  for (const exception of upcoming) {
    lines.push({ day: formatStoreDate(exception.date, locale), hours: formatIntervals(exception.intervals, locale), today: exception.date === today });
  }
  return lines;
}

function nextText(status: HoursStatus, locale?: string): string {
  const next = status.next;
  if (!next) return status.open ? 'Open 24 hours' : '';
  const verb = status.open ? 'Closes' : 'Opens';
  const time = formatStoreTime(next.time, locale);
  if (next.dayOffset === 0) return `${verb} at ${time}`;
  if (next.dayOffset === 1) return `${verb} tomorrow at ${time}`;
  return `${verb} ${weekdayName(next.weekday, locale)} at ${time}`;
}

/** The status at an instant as a visitor reads it: "Open now" with "Closes at 6:00 PM", or "Closed" with "Opens Tuesday at 9:00 AM". */
export function formatHoursStatus(hours: OpeningHours, instant: Date, locale?: string): HoursStatusText {
  const status = hoursStatusAt(hours, instant);
  return { open: status.open, label: status.open ? 'Open now' : 'Closed', next: nextText(status, locale) };
}

/** Whether the store keeps another time zone than the visitor's, so its times are marked as the store's. */
export function differsFromVisitorZone(hours: OpeningHours, visitorZone: string, instant: Date): boolean {
  if (hours.timeZone === visitorZone) return false;
  const store = storeClock(hours.timeZone, instant);
  const visitor = storeClock(visitorZone, instant);
  return store.date !== visitor.date || store.minutes !== visitor.minutes;
}

