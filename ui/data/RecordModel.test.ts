import { describe, expect, it } from 'vitest';
import { RecordModel } from './RecordModel';

interface Place {
  id: number;
  title: string;
  status: string;
  tags: string[];
  [field: string]: unknown;
}

describe('RecordModel', () => {
  it('has no changes right after load', () => {
    const record = new RecordModel<Place>({ id: 7, title: 'Park', status: '1', tags: [] });

    expect(record.isDirty).toBe(false);
    expect(record.changes()).toEqual({ id: 7 });
  });

  it('sends only the fields that were set, plus the id', () => {
    const record = new RecordModel<Place>({ id: 7, title: 'Park', status: '1', tags: [] });

    record.set('title', 'Central Park');

    expect(record.changes()).toEqual({ id: 7, title: 'Central Park' });
    expect(record.isChanged('status')).toBe(false);
  });

  it('clears the tracked changes after a successful update', () => {
    const record = new RecordModel<Place>({ id: 7, title: 'Park', status: '1', tags: [] });
    record.set('title', 'Central Park').set('status', '0');

    record.markSaved(record.changes());

    expect(record.isDirty).toBe(false);
    expect(record.changes()).toEqual({ id: 7 });
    expect(record.get('title')).toBe('Central Park');
  });

  it('keeps a field changed when it was edited again while the update was under way', () => {
    const record = new RecordModel<Place>({ id: 7, title: 'Park', status: '1', tags: [] });
    record.set('title', 'Central Park');
    const sent = record.changes();

    record.set('title', 'Central Park NYC');
    record.markSaved(sent);

    expect(record.changes()).toEqual({ id: 7, title: 'Central Park NYC' });
  });

  it('takes the id of a created record without marking it changed', () => {
    const record = new RecordModel<Place>({ title: 'Lake' });
    record.set('status', '1');

    record.markSaved(record.toJSON(), { id: 12, title: 'Lake', status: '1' });

    expect(record.id).toBe(12);
    expect(record.isNew).toBe(false);
    expect(record.isDirty).toBe(false);
  });

  it('clones without the id and with every field changed, not sharing nested values', () => {
    const record = new RecordModel<Place>({ id: 7, title: 'Park', status: '1', tags: ['green'] });

    const copy = record.clone();
    copy.get('tags')?.push('copied');

    expect(copy.id).toBeUndefined();
    expect(copy.isNew).toBe(true);
    expect(copy.changes()).toEqual({ title: 'Park', status: '1', tags: ['green', 'copied'] });
    expect(record.get('tags')).toEqual(['green']);
  });

  it('refuses to edit the id', () => {
    const record = new RecordModel<Place>({ id: 7 });

    expect(() => record.set('id' as never, 8 as never)).toThrow(TypeError);
    expect(record.id).toBe(7);
  });
});
