import { describe, expect, it } from 'vitest';
import { compileSpec, templateRenderer } from '../templates/index';
import { markerLabelStrings } from './useMarkerLabels';

describe('markerLabelStrings', () => {
  const renderer = templateRenderer({ labelMarker: '<b>{{title}}</b> {{city}}' }, compileSpec);

  it('labels record markers from their records and hand-placed markers from themselves', () => {
    const labels = markerLabelStrings(
      [{ id: 'record_1', title: 'ignored' }, { id: 'door', title: 'Front door', object: { city: 'Austin' } }, { id: 'blank' }],
      [{ id: 1, title: 'Store & Co', city: 'Dallas' }, { id: 2, title: 'Second', city: '' }],
      renderer,
    );
    expect([...labels]).toEqual([['record_1', 'Store & Co Dallas'], ['record_2', 'Second'], ['door', 'Front door Austin']]);
  });

  it('gives no labels without a template', () => {
    expect(markerLabelStrings([{ id: 'door', title: 'Door' }], [], templateRenderer({ labelMarker: '' }, compileSpec)).size).toBe(0);
  });
});
