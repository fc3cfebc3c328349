import { describe, expect, it } from 'vitest';
import { LayerSlots } from './LayerSlots';

describe('LayerSlots', () => {
  it('gives each layer id one slot and keeps "no layer" at 0, never hidden', () => {
    const slots = new LayerSlots();
    expect(slots.slot('')).toBe(0);
    const shops = slots.slot('shops');
    expect(slots.slot('shops')).toBe(shops);
    expect(slots.name(shops)).toBe('shops');
    slots.setHidden(new Set(['', 'shops']));
    expect(slots.isHidden(0)).toBe(false);
    expect(slots.isHidden(shops)).toBe(true);
  });

  it('reports whether hiding changed anything', () => {
    const slots = new LayerSlots();
    slots.slot('shops');
    expect(slots.setHidden(new Set(['shops']))).toBe(true);
    expect(slots.setHidden(new Set(['shops']))).toBe(false);
    expect(slots.setHidden(new Set())).toBe(true);
  });

  it('starts a layer met after hiding as hidden when its id was hidden', () => {
    const slots = new LayerSlots();
    slots.setHidden(new Set(['parking']));
    expect(slots.isHidden(slots.slot('parking'))).toBe(true);
    expect(slots.isHidden(slots.slot('shops'))).toBe(false);
  });
});
