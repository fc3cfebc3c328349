import { describe, expect, it } from 'vitest';
import { toFormValues } from './formValues';

describe('toFormValues', () => {
  it('groups repeated names and drops the [] suffix', () => {
    const form = toFormValues([
      ['colours[]', 'Red'],
      ['name', 'Ann'],
      ['colours[]', 'Blue'],
    ]);
    expect(form.get('colours')).toEqual(['Red', 'Blue']);
    expect(form.get('name')).toEqual(['Ann']);
    expect(form.has('colours[]')).toBe(false);
  });

  it('keeps files as values', () => {
    const cv = { name: 'cv.pdf', type: 'application/pdf', size: 3 };
    expect(toFormValues([['cv', cv]]).get('cv')).toEqual([cv]);
  });

  it('only strips a trailing [] pair', () => {
    expect([...toFormValues([['a[]b', 'x']]).keys()]).toEqual(['a[]b']);
  });
});
