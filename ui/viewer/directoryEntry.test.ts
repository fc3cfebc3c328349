import { describe, expect, it } from 'vitest';
import { entryName } from './directoryEntry';

describe('entryName', () => {
  it('names an entry without a title by its kind and id', () => {
    expect(entryName({ kind: 'record', id: '12', data: { title: '  ' } })).toBe('Record 12');
    expect(entryName({ kind: 'region', id: 'US-TX', data: {} })).toBe('Region US-TX');
  });

  it('leaves an entry with a title to its content', () => {
    expect(entryName({ kind: 'record', id: '12', data: { title: 'Café Berlin' } })).toBeUndefined();
  });
});
