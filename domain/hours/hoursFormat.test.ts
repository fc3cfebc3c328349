import { describe, expect, it } from 'vitest';
import { differsFromVisitorZone, formatHoursStatus, formatStoreTime, formatWeek } from './hoursFormat';
import { emptyOpeningHours, openingHoursProblems, readOpeningHours } from './openingHours';

function store() {
  const hours = emptyOpeningHours('America/Denver');
  hours.week.mon = [{ open: '09:00', close: '18:00' }];
  hours.week.tue = [{ open: '09:00', close: '12:30' }, { open: '14:00', close: '18:00' }];
  hours.exceptions = [{ date: '2026-06-16', intervals: [] }];
  return hours;
}

/** Monday 2026-06-15 08:00 in Denver, 16:00 in Paris. */
const MONDAY_MORNING = new Date('2026-06-15T14:00:00Z');

describe('formatting in the visitor\'s locale', () => {
  it('writes store times as the visitor\'s locale writes times', () => {
    expect(formatStoreTime('09:00', 'en-US')).toBe('9:00 AM');
    expect(formatStoreTime('18:30', 'de-DE')).toBe('18:30');
  });

  it('says when a closed store opens and an open one closes', () => {
    expect(formatHoursStatus(store(), MONDAY_MORNING, 'en-US')).toEqual({ open: false, label: 'Closed', next: 'Opens at 9:00 AM' });
    expect(formatHoursStatus(store(), new Date('2026-06-15T16:00:00Z'), 'en-GB')).toEqual({ open: true, label: 'Open now', next: 'Closes at 18:00' });
    // Monday evening: Tuesday is closed by exception, so the next opening is a week on.
    expect(formatHoursStatus(store(), new Date('2026-06-16T01:00:00Z'), 'en-US').next).toBe('Opens Monday at 9:00 AM');
  });

  it('lists the week with the visitor\'s day names, today marked, then the exceptions to come', () => {
    const lines = formatWeek(store(), new Date('2026-06-14T18:00:00Z'), 'de-DE');
    expect(lines[0]).toEqual({ day: 'Montag', hours: '9:00 – 18:00', today: false });
    expect(lines[1]?.hours).toBe('9:00 – 12:30, 14:00 – 18:00');
    expect(lines[6]).toEqual({ day: 'Sonntag', hours: 'Closed', today: true });
    expect(lines[7]).toMatchObject({ hours: 'Closed', today: false });
    expect(lines[7]?.day).toContain('16');
  });

  it('marks a store kept in another zone than the visitor\'s', () => {
    expect(differsFromVisitorZone(store(), 'Europe/Paris', MONDAY_MORNING)).toBe(true);
    expect(differsFromVisitorZone(store(), 'America/Boise', MONDAY_MORNING)).toBe(false);
  });
});

describe('openingHoursProblems', () => {
  it('accepts sound hours, overnight intervals included', () => {
    const hours = store();
    hours.week.fri = [{ open: '18:00', close: '22:00' }, { open: '22:00', close: '02:00' }];
    expect(openingHoursProblems(hours)).toEqual([]);
  });

  it('names bad times, overlaps, bad dates, repeated dates and unknown zones', () => {
    const hours = readOpeningHours(JSON.stringify({
      timeZone: 'Mars/Olympus',
      week: { mon: [{ open: '9', close: '18:00' }], wed: [{ open: '09:00', close: '13:00' }, { open: '12:00', close: '18:00' }], sat: [{ open: '20:00', close: '03:00' }, { open: '01:00', close: '02:00' }] },
      exceptions: [{ date: '2026-13-01', intervals: [] }, { date: '2026-12-25', intervals: [] }, { date: '2026-12-25', intervals: [] }],
    }));
    expect(hours).toBeDefined();
    expect(openingHoursProblems(hours!)).toEqual([
      '"Mars/Olympus" is not a known time zone.',
      'Monday: "9" is not a time (use HH:MM, 00:00 to 24:00).',
      'Wednesday: the intervals overlap (09:00–13:00, 12:00–18:00).',
      '"2026-13-01" is not a date (use YYYY-MM-DD).',
      '2026-12-25 is listed twice.',
    ]);
  });

  it('reads nothing from empty or unrelated values', () => {
    expect(readOpeningHours('')).toBeUndefined();
    expect(readOpeningHours('not json')).toBeUndefined();
    expect(readOpeningHours([1])).toBeUndefined();
  });
});
