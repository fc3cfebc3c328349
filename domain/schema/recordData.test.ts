import { describe, expect, it } from 'vitest';
import { defaultField } from './defaultField';
import { recordData } from './recordData';

describe('recordData', () => {
  const fields = [
    defaultField('id'),
    { ...defaultField('text'), name: 'title' },
    { ...defaultField('text'), name: 'views', readonly: true },
    { ...defaultField('select'), name: 'kind' },
    { ...defaultField('select'), name: 'tags', multiselect: true },
    { ...defaultField('radio'), name: 'size', options: [{ label: 'Small', value: 's' }] },
  ];

  it('sends the id and the fields that are not read-only', () => {
    const data = recordData(fields, { id: 4, title: 'Cafe', views: 99, tags: [{ label: 'Option one', value: '1' }] });
    expect(data).toEqual({ id: 4, title: 'Cafe', tags: [{ label: 'Option one', value: '1' }] });
  });

  it('adds a readable label next to single select and radio values', () => {
    const data = recordData(fields, { id: 1, kind: '2', size: 's' });
    expect(data).toMatchObject({ kind: '2', kind_text: 'Option two', size: 's', size_text: 'Small' });
  });

  it('gives an empty label for a value that is not an option', () => {
    expect(recordData(fields, { id: 1, kind: '9' }).kind_text).toBe('');
  });
});
