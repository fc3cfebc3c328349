import { describe, expect, it } from 'vitest';
import { defaultField } from '../../../domain/index';
import { statusChoices, statusFilters } from './statusFilter';

describe('statusChoices', () => {
  it('offers the status field options by label, skipping options without a value', () => {
    const status = { ...defaultField('status'), options: [
      { label: 'Published', value: '1', color: '', disabled: false },
      { label: 'Draft', value: '0', color: '', disabled: true },
      { label: 'Blank', value: '', color: '', disabled: false },
    ] };
    expect(statusChoices([defaultField('title'), status])).toEqual([{ label: 'Published', value: '1' }, { label: 'Draft', value: '0' }]);
  });

  it('offers nothing when the table has no status field', () => {
    expect(statusChoices([defaultField('title'), defaultField('text')])).toEqual([]);
  });
});

describe('statusFilters', () => {
  it('filters by the chosen status and not at all for every status', () => {
    expect(statusFilters('0')).toEqual({ status: '0' });
    expect(statusFilters('')).toBeUndefined();
  });
});
