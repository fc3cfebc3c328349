import { describe, expect, it } from 'vitest';
import { orderKeyTarget } from './mirrorKeys';
import { focusedItemText, placesInViewText } from './mirrorText';

describe('orderKeyTarget', () => {
  it('Home and End go to the ends, page keys ten items and no further', () => {
    expect(orderKeyTarget('Home', 42, 100)).toBe(0);
    expect(orderKeyTarget('End', 42, 100)).toBe(99);
    expect(orderKeyTarget('PageDown', 42, 100)).toBe(52);
    expect(orderKeyTarget('PageDown', 95, 100)).toBe(99);
    expect(orderKeyTarget('PageUp', 42, 100)).toBe(32);
    expect(orderKeyTarget('PageUp', 4, 100)).toBe(0);
  });

  it('starts at the first item when nothing is focused, and ignores other keys and empty lists', () => {
    expect(orderKeyTarget('PageDown', null, 100)).toBe(0);
    expect(orderKeyTarget('a', 3, 100)).toBeNull();
    expect(orderKeyTarget('Home', null, 0)).toBeNull();
  });
});

describe('mirror wording', () => {
  it('counts places in view in US English', () => {
    expect(placesInViewText(1_204)).toBe('1,204 places in view');
    expect(placesInViewText(171_000)).toBe('171,000 places in view');
    expect(placesInViewText(2)).toBe('2 places in view');
    expect(placesInViewText(1)).toBe('1 place in view');
    expect(placesInViewText(0)).toBe('No places in view');
  });

  it('names the focused item and whether it is selected', () => {
    expect(focusedItemText({ title: 'Texas', selected: true })).toBe('Texas, selected');
    expect(focusedItemText({ title: 'Texas', selected: false })).toBe('Texas');
    expect(focusedItemText(undefined)).toBe('');
  });
});
