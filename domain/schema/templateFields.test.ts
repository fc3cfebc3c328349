import { describe, expect, it } from 'vitest';
import { defaultField } from './defaultField';
import { templateExpressions } from './templateFields';

describe('templateExpressions', () => {
  it('offers an option field by its label and its value, a location by its address, and helpers for text', () => {
    const fields = [
      { ...defaultField('select'), name: 'category', label: 'Category' },
      { ...defaultField('location'), name: 'location', label: 'Location' },
      { ...defaultField('text'), name: 'phone', label: 'Phone' },
      { ...defaultField('search'), name: 'search', label: 'Search' },
    ];
    const offered = templateExpressions(fields, 'record');
    expect(offered.map((entry) => entry.expression)).toEqual([
      '{{id}}', '{{category_text}}', '{{category}}', '{{location.address.address_formatted}}', '{{location.geoPoint.lat}}, {{location.geoPoint.lng}}',
      '{{phone}}', '{{toUpperCase phone}}', '{{#ifeq phone "value"}}…{{/ifeq}}',
    ]);
    expect(offered[1]?.label).toBe('Category: label');
  });

  it('gives region templates the records linked to the region', () => {
    expect(templateExpressions([], 'region').map((entry) => entry.label)).toEqual(['Region id', 'Records in the region: titles']);
  });
});
