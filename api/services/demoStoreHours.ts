import { emptyOpeningHours, type HoursInterval, type OpeningHours, type Weekday } from '../../domain/index';

/** Each demo state's IANA time zone (the zone of its store's city). */
const STATE_ZONES: Record<string, string> = {
  NY: 'America/New_York', PA: 'America/New_York', FL: 'America/New_York', OH: 'America/New_York', NC: 'America/New_York',
  DC: 'America/New_York', MA: 'America/New_York', GA: 'America/New_York', MI: 'America/Detroit',
  IN: 'America/Indiana/Indianapolis', IL: 'America/Chicago', TX: 'America/Chicago', TN: 'America/Chicago',
  MN: 'America/Chicago', LA: 'America/Chicago', MO: 'America/Chicago', CO: 'America/Denver', UT: 'America/Denver',
  AZ: 'America/Phoenix', CA: 'America/Los_Angeles', WA: 'America/Los_Angeles', OR: 'America/Los_Angeles', NV: 'America/Los_Angeles',
};

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WORKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

function on(hours: OpeningHours, days: readonly Weekday[], open: string, close: string): void {
  const interval: HoursInterval = { open, close };
  for (const day of days) hours.week[day] = [interval];
}

/**
 * The weekly hours of a demo store by its category, so a visitor sees every kind of store:
 * flagships open late and on Sunday, stores close on Sunday, outlets keep a lunch break on
 * Saturday, pickup points open early, and the Las Vegas outlet runs overnight (18:00–02:00).
 * Every store closes on Christmas Day and New Year's Day and shortens Christmas Eve.
 */
export function demoStoreHours(city: string, state: string, category: string): OpeningHours {
  const hours = emptyOpeningHours(STATE_ZONES[state] ?? 'America/New_York');
  if (category === 'flagship') {
    on(hours, ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '10:00', '21:00');
    on(hours, ['sun'], '11:00', '19:00');
  } else if (category === 'outlet' && city === 'Las Vegas') {
    on(hours, WEEK, '18:00', '02:00');
  } else if (category === 'outlet') {
    on(hours, WORKDAYS, '10:00', '20:00');
    hours.week.sat = [{ open: '10:00', close: '13:00' }, { open: '14:00', close: '18:00' }];
  } else if (category === 'pickup') {
    on(hours, WORKDAYS, '07:00', '22:00');
    on(hours, ['sat'], '08:00', '20:00');
  } else {
    on(hours, WORKDAYS, '09:00', '18:00');
    on(hours, ['sat'], '10:00', '16:00');
  }
  hours.exceptions = [
    { date: '2026-12-24', intervals: [{ open: '09:00', close: '14:00' }] },
    { date: '2026-12-25', intervals: [] },
    { date: '2027-01-01', intervals: [] },
  ];
  return hours;
}

/** A map pin of one colour, as the data address of an SVG (no file to serve). */
function pin(fill: string, stroke: string): string {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="48" viewBox="0 0 30 48">'
    + `<path d="M15 47 C15 47 2 27.5 2 15 A13 13 0 0 1 28 15 C28 27.5 15 47 15 47 Z" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`
    + '<circle cx="15" cy="15" r="5.5" fill="#ffffff"/></svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The demo's marker image per store category: each category has its own colour. */
export const DEMO_CATEGORY_MARKERS: Readonly<Record<string, string>> = {
  flagship: pin('#6a1b9a', '#38006b'),
  store: pin('#e53935', '#8e1b18'),
  outlet: pin('#ef6c00', '#a33f00'),
  pickup: pin('#2e7d32', '#004d00'),
};
