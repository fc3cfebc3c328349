import { describe, expect, it } from 'vitest';
import type { Rgba8 } from '../scene/Palette';
import type { SvgRegion } from '../svg/types';
import { RegionStates, type RegionStateOptions } from './RegionStates';

class RecordingPalette {
  readonly colors = new Map<number, Rgba8>();
  set(index: number, color: Rgba8): void {
    this.colors.set(index, color);
  }
  hex(index: number): string {
    const color = this.colors.get(index);
    if (!color) return 'unset';
    return `#${[color.r, color.g, color.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}/${color.a}`;
  }
}

function region(id: string, fill: string | null = '#808080'): SvgRegion {
  return {
    id, elementId: id, title: `Title ${id}`, dataset: {}, rings: [], closed: [], fillRule: 'nonzero',
    bbox: { minX: 0, minY: 0, maxX: 1, maxY: 1 }, fill, fillOpacity: 1, stroke: '#ffffff', strokeWidth: 1,
    strokeOpacity: 1, opacity: 1, visible: true, order: 0, groupIds: [],
  };
}

function setup(options: RegionStateOptions = {}, shapes = [region('A'), region('B'), region('C')]) {
  const fills = new RecordingPalette();
  const strokes = new RecordingPalette();
  const states = new RegionStates(shapes, { colors: { hover: 20, selected: 40 }, ...options }, fills, strokes);
  return { states, fills, strokes };
}

describe('RegionStates colours', () => {
  it('paints every region with its file fill and stroke at start', () => {
    const { fills, strokes } = setup();
    expect(fills.hex(0)).toBe('#808080/255');
    expect(strokes.hex(2)).toBe('#ffffff/255');
  });

  it('follows the fill priority: choropleth over status over own fill over base over file', () => {
    const { states, fills } = setup({
      colors: { base: '#0000ff', status: { '2': '#00ff00' } },
      regionStatuses: { '2': { label: 'Open', value: '2', color: '#00ff00', disabled: false } },
    });
    expect(fills.hex(0)).toBe('#0000ff/255');
    states.setFill('A', '#ff00ff');
    expect(fills.hex(0)).toBe('#ff00ff/255');
    states.setStatus('A', 2);
    expect(fills.hex(0)).toBe('#00ff00/255');
    states.setChoroplethColor('A', '#123456');
    expect(fills.hex(0)).toBe('#123456/255');
  });

  it('an image without fills or strokes draws distinguishable regions: the product fill and white borders', () => {
    const unstyled = (id: string) => ({ ...region(id, null), stroke: null });
    const { states, fills, strokes } = setup({ colors: { baseDefault: '#000000', hover: 20 } }, [unstyled('A'), unstyled('B')]);
    expect(fills.hex(0)).toBe('#b8c7db/255');
    expect(strokes.hex(1)).toBe('#ffffff/255');
    states.hover('A');
    expect(fills.hex(0)).not.toBe('#b8c7db/255');
  });

  it('the admin\'s colours win over the unstyled look', () => {
    const unstyled = (id: string) => ({ ...region(id, null), stroke: null });
    const chosenDefault = setup({ colors: { baseDefault: '#336699', stroke: '#000000' } }, [unstyled('A')]);
    expect(chosenDefault.fills.hex(0)).toBe('#336699/255');
    expect(chosenDefault.strokes.hex(0)).toBe('#000000/255');
    const base = setup({ colors: { base: '#000000', stroke: 'none' } }, [unstyled('A')]);
    expect(base.fills.hex(0)).toBe('#000000/255');
    expect(base.strokes.hex(0)).toBe('#000000/0');
  });

  it('an image that fills some regions keeps the browser\'s black for the others, without borders', () => {
    const { fills, strokes } = setup({ colors: { baseDefault: '#000000' } }, [{ ...region('A', null), stroke: null }, region('B')]);
    expect(fills.hex(0)).toBe('#000000/255');
    expect(strokes.hex(0)).toBe('#000000/0');
  });

  it('a region the image fills keeps its fill and authored stroke (none stays none)', () => {
    const { fills, strokes } = setup({}, [{ ...region('A', '#808080'), stroke: null }]);
    expect(fills.hex(0)).toBe('#808080/255');
    expect(strokes.hex(0)).toBe('#000000/0');
  });

  it('lightens by the hover and selected percentages', () => {
    const { states, fills } = setup();
    states.hover('A');
    expect(fills.hex(0)).toBe('#b3b3b3/255');
    states.click('B');
    expect(fills.hex(1)).toBe('#e6e6e6/255');
  });

  it('uses an explicit hover colour when the option is not a number', () => {
    const { states, fills } = setup({ colors: { hover: '#ff0000' } });
    states.hover('C');
    expect(fills.hex(2)).toBe('#ff0000/255');
    states.hover(null);
    expect(fills.hex(2)).toBe('#808080/255');
  });
});

describe('RegionStates rules', () => {
  it('does not highlight a selected or disabled region on hover', () => {
    const { states, fills } = setup({ regions: { C: { disabled: true } } });
    states.click('A');
    const selectedColor = fills.hex(0);
    states.hover('A');
    expect(fills.hex(0)).toBe(selectedColor);
    states.hover('C');
    expect(fills.hex(2)).toBe('#808080/255');
  });

  it('selects one region at a time without multiSelect', () => {
    const { states } = setup();
    states.click('A');
    expect(states.click('B')).toEqual(['A', 'B']);
    expect(states.selectedIds()).toEqual(['B']);
  });

  it('toggles with multiSelect', () => {
    const { states } = setup({ multiSelect: true });
    states.click('A');
    states.click('B');
    expect(states.selectedIds()).toEqual(['A', 'B']);
    states.click('A');
    expect(states.selectedIds()).toEqual(['B']);
  });

  it('deselects a region when it is disabled and never selects a disabled one', () => {
    const { states } = setup();
    states.click('A');
    states.setDisabled('A', true);
    expect(states.selectedIds()).toEqual([]);
    expect(states.click('A')).toEqual([]);
  });

  it('disables by default: disable-all, fill none, the labels layer, unless the region option says otherwise', () => {
    const shapes = [region('A'), region('hidden', 'none'), region('LABELS')];
    expect(setup({}, shapes).states.list().map((state) => state.disabled)).toEqual([false, true, true]);
    expect(setup({ disableAll: true, regions: { A: { disabled: false } } }, shapes).states.get('A')?.disabled).toBe(false);
    expect(setup({ disableAll: true }, shapes).states.get('A')?.disabled).toBe(true);
  });

  it('applies a known status with its label and disabled flag, and clears them for an unknown one', () => {
    const { states } = setup();
    states.click('A');
    states.setStatus('A', 0);
    expect(states.get('A')).toMatchObject({ status: '0', statusText: 'Disabled', disabled: true, selected: false });
    states.setStatus('A', 'unknown');
    expect(states.get('A')).toMatchObject({ status: 'unknown', statusText: undefined, disabled: false });
  });
});

describe('RegionStates.reconfigure', () => {
  it('repaints every region with new colours and keeps hover, selection and API fills', () => {
    const { states, fills } = setup();
    states.setFill('B', '#ff00ff');
    states.click('C');
    const selectedBefore = fills.hex(2);
    expect(states.reconfigure({ colors: { base: '#0000ff', hover: 20, selected: 40 } })).toEqual([]);
    expect(fills.hex(0)).toBe('#0000ff/255');
    expect(fills.hex(1)).toBe('#ff00ff/255');
    expect(states.selectedIds()).toEqual(['C']);
    expect(fills.hex(2)).not.toBe(selectedBefore);
  });

  it('disables and enables regions whose default changed, and leaves a status-disabled region alone', () => {
    const statuses = { '0': { label: 'Closed', value: '0', color: '', disabled: true } };
    const { states } = setup({ regionStatuses: statuses });
    states.setStatus('A', 0);
    expect(states.reconfigure({ regionStatuses: statuses, disableAll: true })).toEqual(['B', 'C']);
    expect(states.get('B')?.disabled).toBe(true);
    expect(states.reconfigure({ regionStatuses: statuses, disableAll: false, regions: { C: { disabled: true } } })).toEqual(['B']);
    expect(states.get('A')?.disabled).toBe(true);
    expect(states.get('C')?.disabled).toBe(true);
  });

  it('follows a new multiSelect at the next click', () => {
    const { states } = setup();
    states.click('A');
    states.reconfigure({ colors: { hover: 20, selected: 40 }, multiSelect: true });
    states.click('B');
    expect(states.selectedIds()).toEqual(['A', 'B']);
  });
});

