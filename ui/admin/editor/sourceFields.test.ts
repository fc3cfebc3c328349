import { describe, expect, it } from 'vitest';
import { defaultField, type SchemaField } from '../../../domain/index';
import { choroplethSourceFields } from './sourceFields';

const field = (type: SchemaField['type'], name: string, extra: Partial<SchemaField> = {}): SchemaField => ({ ...defaultField(type), name, label: name, ...extra });

describe('choroplethSourceFields', () => {
  it('offers single-value fields, numeric ones first, and leaves out ids, titles, places and lists', () => {
    const fields = [
      field('id', 'id'), field('text', 'title'), field('text', 'motto'), field('text', 'population', { db_type: 'int(11)' }),
      field('select', 'band'), defaultField('location'), defaultField('region'), field('text', 'gdp', { db_type: 'float' }),
    ];
    expect(choroplethSourceFields(fields)).toEqual(['population', 'gdp', 'motto', 'band']);
  });
});
