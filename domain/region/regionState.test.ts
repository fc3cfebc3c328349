import { describe, expect, it } from 'vitest';
import { defaultRegionStatuses } from './region';
import { applyRegionStatus, isRegionDisabledByDefault } from './regionState';

describe('isRegionDisabledByDefault', () => {
  it('keeps an ordinary region enabled', () => {
    expect(isRegionDisabledByDefault({ id: 'US-TX', fill: '#ff0000' })).toBe(false);
    expect(isRegionDisabledByDefault({ id: 'US-TX' }, { disableAll: false })).toBe(false);
  });

  it('disables every region when disable-all is on', () => {
    expect(isRegionDisabledByDefault({ id: 'US-TX', fill: '#ff0000' }, { disableAll: true })).toBe(true);
  });

  it.each(['none', 'NONE', ' None '])('disables a region filled with %j', (fill) => {
    expect(isRegionDisabledByDefault({ id: 'lake', fill })).toBe(true);
  });

  it.each(['labels', 'LABELS', 'Labels'])('disables the %s layer', (id) => {
    expect(isRegionDisabledByDefault({ id })).toBe(true);
  });

  it('does not disable ids merely containing "labels"', () => {
    expect(isRegionDisabledByDefault({ id: 'labels-2' })).toBe(false);
  });

  it('lets an explicit per-region option win over every default rule', () => {
    const options = { disableAll: true, regions: { labels: { disabled: false }, 'US-TX': { disabled: true } } };
    expect(isRegionDisabledByDefault({ id: 'labels', fill: 'none' }, options)).toBe(false);
    expect(isRegionDisabledByDefault({ id: 'US-TX' }, { regions: options.regions })).toBe(true);
  });

  it('ignores per-region options without a disabled flag', () => {
    expect(isRegionDisabledByDefault({ id: 'lake', fill: 'none' }, { regions: { lake: { fill: '#00f' } } })).toBe(true);
  });
});

describe('applyRegionStatus', () => {
  const statuses = {
    ...defaultRegionStatuses(),
    '2': { label: 'Coming soon', value: '2', color: '#cccccc', disabled: true },
  };

  it('sets the label and disabled flag of a known status', () => {
    expect(applyRegionStatus('1', statuses)).toEqual({ status: '1', status_text: 'Enabled', disabled: false });
    expect(applyRegionStatus(0, statuses)).toEqual({ status: '0', status_text: 'Disabled', disabled: true });
    expect(applyRegionStatus('2', statuses)).toEqual({ status: '2', status_text: 'Coming soon', disabled: true });
  });

  it('clears the label and re-enables the region for an unknown status', () => {
    expect(applyRegionStatus('7', statuses)).toEqual({ status: '7', status_text: undefined, disabled: false });
    expect(applyRegionStatus(undefined, statuses)).toEqual({ status: undefined, status_text: undefined, disabled: false });
    expect(applyRegionStatus(null, {})).toEqual({ status: undefined, status_text: undefined, disabled: false });
  });
});
