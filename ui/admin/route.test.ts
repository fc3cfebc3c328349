import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute } from './route';

describe('admin routes', () => {
  it('reads a map screen from the hash and writes it back', () => {
    expect(parseRoute('#/maps/12/records')).toEqual({ view: 'records', mapId: 12 });
    expect(formatRoute({ view: 'schema', mapId: 3 })).toBe('#/maps/3/schema');
    expect(parseRoute(formatRoute({ view: 'import', mapId: 7 }))).toEqual({ view: 'import', mapId: 7 });
  });

  it('falls back to the maps list for anything it does not know', () => {
    expect(parseRoute('')).toEqual({ view: 'maps' });
    expect(parseRoute('#/maps/12/nothing')).toEqual({ view: 'maps' });
    expect(parseRoute('#/maps/abc/editor')).toEqual({ view: 'maps' });
  });

  it('reads and writes the contact-form screens', () => {
    for (const route of [
      { view: 'contact-forms' }, { view: 'contact-form-edit', formId: null }, { view: 'contact-form-edit', formId: 4 },
      { view: 'contact-form-inbox', formId: 4 }, { view: 'contact-form-inbox', formId: null }, { view: 'contact-form-outbox' },
    ] as const) {
      expect(parseRoute(formatRoute(route))).toEqual(route);
    }
    expect(formatRoute({ view: 'contact-form-inbox', formId: 9 })).toBe('#/contact-forms/9/inbox');
    expect(parseRoute('#/contact-forms/9/delete')).toEqual({ view: 'maps' });
  });
});
