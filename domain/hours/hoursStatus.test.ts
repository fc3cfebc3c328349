import { describe, expect, it } from 'vitest';
import { hoursStatusAt, isOpenAt } from './hoursStatus';
import { emptyOpeningHours, type OpeningHours } from './openingHours';

/** A Denver store open 9:00–18:00 on weekdays and 10:00–14:00 on Saturday, closed on Sunday. */
function denverStore(): OpeningHours {
  const hours = emptyOpeningHours('America/Denver');
  for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) hours.week[day] = [{ open: '09:00', close: '18:00' }];
  hours.week.sat = [{ open: '10:00', close: '14:00' }];
  return hours;
}

/** A bar open 22:00–02:00 from Friday into Saturday and Saturday into Sunday. */
function nightBar(timeZone = 'America/Denver'): OpeningHours {
  const hours = emptyOpeningHours(timeZone);
  hours.week.fri = [{ open: '22:00', close: '02:00' }];
  hours.week.sat = [{ open: '22:00', close: '02:00' }];
  return hours;
}

describe('isOpenAt: the store\'s time zone, whoever looks', () => {
  it('reads a Denver store in Denver time, not the visitor\'s or UTC', () => {
    // Wednesday 2026-06-10 16:30 in Paris is 08:30 in Denver (MDT, UTC-6): not open yet.
    expect(isOpenAt(denverStore(), new Date('2026-06-10T14:30:00Z'))).toBe(false);
    // 17:30 in Paris is 09:30 in Denver: open.
    expect(isOpenAt(denverStore(), new Date('2026-06-10T15:30:00Z'))).toBe(true);
    // 01:30 UTC on Thursday is still Wednesday 19:30 in Denver: closed for the night.
    expect(isOpenAt(denverStore(), new Date('2026-06-11T01:30:00Z'))).toBe(false);
    // Midnight UTC on Thursday is Wednesday 18:00 in Denver: the close is exclusive.
    expect(isOpenAt(denverStore(), new Date('2026-06-11T00:00:00Z'))).toBe(false);
    expect(isOpenAt(denverStore(), new Date('2026-06-10T23:59:00Z'))).toBe(true);
  });

  it('names the next change in the store\'s time', () => {
    expect(hoursStatusAt(denverStore(), new Date('2026-06-10T14:30:00Z'))).toMatchObject({ open: false, next: { time: '09:00', dayOffset: 0, weekday: 'wed' } });
    expect(hoursStatusAt(denverStore(), new Date('2026-06-10T15:30:00Z'))).toMatchObject({ open: true, next: { time: '18:00', dayOffset: 0 } });
    // Saturday 15:00 in Denver: closed until Monday 9:00.
    expect(hoursStatusAt(denverStore(), new Date('2026-06-13T21:00:00Z'))).toMatchObject({ open: false, next: { time: '09:00', dayOffset: 2, weekday: 'mon' } });
  });
});

describe('isOpenAt: overnight hours', () => {
  it('keeps a 22:00–02:00 interval open past midnight into the next day', () => {
    // Friday 2026-06-12 23:00 MDT = Saturday 05:00 UTC.
    expect(isOpenAt(nightBar(), new Date('2026-06-13T05:00:00Z'))).toBe(true);
    // Saturday 01:30 MDT: Friday's interval still runs.
    expect(isOpenAt(nightBar(), new Date('2026-06-13T07:30:00Z'))).toBe(true);
    // Saturday 02:00 MDT: closed.
    expect(isOpenAt(nightBar(), new Date('2026-06-13T08:00:00Z'))).toBe(false);
    // Monday 01:00 MDT: Sunday has no night hours.
    expect(isOpenAt(nightBar(), new Date('2026-06-15T07:00:00Z'))).toBe(false);
  });

  it('closes at the overnight end, tomorrow', () => {
    expect(hoursStatusAt(nightBar(), new Date('2026-06-13T05:00:00Z'))).toMatchObject({ open: true, next: { time: '02:00', dayOffset: 1, weekday: 'sat' } });
  });

  it('joins back-to-back intervals across midnight into one opening', () => {
    const hours = emptyOpeningHours('UTC');
    hours.week.fri = [{ open: '20:00', close: '24:00' }];
    hours.week.sat = [{ open: '00:00', close: '03:00' }];
    expect(hoursStatusAt(hours, new Date('2026-06-12T21:00:00Z'))).toMatchObject({ open: true, next: { time: '03:00', dayOffset: 1 } });
  });

  it('has no next change when always open', () => {
    const hours = emptyOpeningHours('UTC');
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const) hours.week[day] = [{ open: '00:00', close: '24:00' }];
    expect(hoursStatusAt(hours, new Date('2026-06-12T21:00:00Z'))).toEqual({ open: true });
  });
});

describe('isOpenAt: exceptions', () => {
  it('closes on a closed date and opens on special hours', () => {
    const hours = denverStore();
    hours.exceptions = [{ date: '2026-12-24', intervals: [{ open: '09:00', close: '12:00' }] }, { date: '2026-12-25', intervals: [] }];
    // Friday 2026-12-25 10:00 MST (UTC-7) = 17:00 UTC: closed for the holiday.
    expect(isOpenAt(hours, new Date('2026-12-25T17:00:00Z'))).toBe(false);
    // Thursday 2026-12-24 13:00 MST: closed after the short day (the week says open till 18:00).
    expect(isOpenAt(hours, new Date('2026-12-24T20:00:00Z'))).toBe(false);
    expect(isOpenAt(hours, new Date('2026-12-24T17:00:00Z'))).toBe(true);
    // Next opening after the holiday skips the closed Friday and Sunday-less weekend to Saturday 10:00.
    expect(hoursStatusAt(hours, new Date('2026-12-24T20:00:00Z'))).toMatchObject({ open: false, next: { date: '2026-12-26', time: '10:00' } });
  });

  it('lets an overnight interval of the day before run into a closed date', () => {
    const hours = nightBar('UTC');
    hours.exceptions = [{ date: '2026-06-13', intervals: [] }];
    expect(isOpenAt(hours, new Date('2026-06-13T01:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, new Date('2026-06-13T23:00:00Z'))).toBe(false);
  });
});

describe('isOpenAt: daylight-saving edges', () => {
  it('opens at 9:00 local on the day clocks spring forward (UTC-7 becomes UTC-6)', () => {
    const hours = denverStore();
    hours.week.sun = [{ open: '09:00', close: '18:00' }];
    // Sunday 2026-03-08: 15:30 UTC is 09:30 MDT (open); with the winter offset it would read 08:30.
    expect(isOpenAt(hours, new Date('2026-03-08T15:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, new Date('2026-03-08T14:30:00Z'))).toBe(false);
  });

  it('ends an overnight interval at 02:00 local across the spring-forward night', () => {
    const hours = nightBar();
    // Sunday 2026-03-08 01:30 MST = 08:30 UTC: open; 09:30 UTC is 03:30 MDT: closed.
    expect(isOpenAt(hours, new Date('2026-03-08T08:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, new Date('2026-03-08T09:30:00Z'))).toBe(false);
  });

  it('closes at 18:00 local on the day clocks fall back (UTC-6 becomes UTC-7)', () => {
    const hours = denverStore();
    hours.week.sun = [{ open: '09:00', close: '18:00' }];
    // Sunday 2026-11-01: 00:30 UTC next day is 17:30 MST (open); 01:00 UTC is 18:00 MST (closed).
    expect(isOpenAt(hours, new Date('2026-11-02T00:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, new Date('2026-11-02T01:00:00Z'))).toBe(false);
  });
});
