import { describe, expect, it } from 'vitest';
import { recordHours, withOpenStatus, withOpeningHours } from './recordHours';

const hours = {
  timeZone: 'America/Denver',
  week: { mon: [{ open: '09:00', close: '18:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  exceptions: [],
};
/** Monday 2026-06-15 10:00 in Denver. */
const MONDAY = new Date('2026-06-15T16:00:00Z');

describe('hours in the directory and the details view', () => {
  it('finds a record\'s hours by their shape', () => {
    expect(recordHours({ id: 1, title: 'Denver', location: { geoPoint: {} }, opening: hours })).toBe(hours);
    expect(recordHours({ id: 1, title: 'Denver' })).toBeUndefined();
  });

  it('adds the status to an item whose template does not show it', () => {
    const html = withOpenStatus('<div>Denver</div>', { opening: hours }, MONDAY);
    expect(html).toMatch(/^<div>Denver<\/div><span class="mapsvg-open-status" data-open="true"><strong>Open now<\/strong>/);
    expect(withOpenStatus('<div>Denver</div>', { title: 'x' }, MONDAY)).toBe('<div>Denver</div>');
    const own = '<span class="mapsvg-open-status">mine</span>';
    expect(withOpenStatus(own, { opening: hours }, MONDAY)).toBe(own);
  });

  it('adds the status and the week to the details', () => {
    const html = withOpeningHours('<h5>Denver</h5>', { opening: hours }, new Date('2026-06-16T16:00:00Z'));
    expect(html).toContain('data-open="false"><strong>Closed</strong>');
    expect(html).toContain('<table class="mapsvg-opening-hours">');
    expect(html).toContain('<th scope="row">Tuesday</th><td>Closed</td>');
  });
});
