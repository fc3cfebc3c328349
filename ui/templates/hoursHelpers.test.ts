import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileSpec, templateRenderer } from './index';

function render(source: string, data: unknown = {}): string {
  return templateRenderer({ popoverMarker: source }, compileSpec, () => undefined).render('popoverMarker', data);
}

const hours = {
  timeZone: 'America/Denver',
  week: { mon: [{ open: '09:00', close: '18:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  exceptions: [],
};

describe('opening-hours helpers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('openStatus says open and when it closes, at the visitor\'s current time in the store\'s zone', () => {
    vi.setSystemTime(new Date('2026-06-15T16:00:00Z')); // Monday 10:00 in Denver
    expect(render('{{openStatus hours}}', { hours })).toMatch(/^<span class="mapsvg-open-status" data-open="true"><strong>Open now<\/strong> <span class="mapsvg-open-next">· Closes at (6:00\sPM|18:00)<\/span><\/span>$/);
    vi.setSystemTime(new Date('2026-06-16T16:00:00Z')); // Tuesday: closed all day
    expect(render('{{openStatus hours}}', { hours: JSON.stringify(hours) })).toMatch(/data-open="false"><strong>Closed<\/strong>.*Opens Monday at/);
    expect(render('{{openStatus missing}}')).toBe('');
  });

  it('openingHours lists the week with today marked', () => {
    vi.setSystemTime(new Date('2026-06-15T16:00:00Z'));
    const table = render('{{openingHours hours}}', { hours });
    expect(table).toContain('<tr class="mapsvg-hours-today" aria-current="date"><th scope="row">Monday</th>');
    expect(table).toContain('<th scope="row">Tuesday</th><td>Closed</td>');
  });
});
