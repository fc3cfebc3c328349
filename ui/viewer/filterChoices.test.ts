import { describe, expect, it } from 'vitest';
import { defaultRegionStatuses, type SchemaField } from '../../domain/index';
import { statusFilterChoices } from './filterChoices';

describe('statusFilterChoices', () => {
  it('offers the statuses of the records field the filter was built from', () => {
    const field = { type: 'status', name: 'status', label: 'Open now', options: [{ label: 'Open', value: 'open' }, { label: 'Closed', value: 'closed' }] } as SchemaField;
    expect(statusFilterChoices(field, defaultRegionStatuses())).toEqual([{ value: 'open', label: 'Open' }, { value: 'closed', label: 'Closed' }]);
  });

  it("offers the map's region statuses to a filter that lists none", () => {
    const field = { type: 'status', name: 'status', label: 'Status' } as SchemaField;
    expect(statusFilterChoices(field, defaultRegionStatuses()).map((choice) => choice.label)).toEqual(expect.arrayContaining(['Enabled', 'Disabled']));
  });
});
